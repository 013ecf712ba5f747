/// Fuzzy subsequence matching for the command palette (fzf-like): every query character must
/// appear in order; matches at the start, at word starts and in runs score higher, gaps lower.
enum FuzzyMatch {
  /// A match: its score and the matched character offsets in the candidate.
  struct Result: Equatable {
    var score: Int
    var positions: [Int]
  }

  static let prefixBonus = 8
  static let wordStartBonus = 6
  static let runBonus = 5
  static let maxGapPenalty = 3

  /// The best-scoring way `query` matches `candidate` (case-insensitive), or nil if it does
  /// not. Spaces in the query are ignored.
  static func match(_ query: String, in candidate: String) -> Result? {
    let q = Array(query.lowercased().filter { $0 != " " })
    let original = Array(candidate)
    let t = original.map { Character($0.lowercased()) }
    guard !q.isEmpty else { return Result(score: 0, positions: []) }
    guard q.count <= t.count else { return nil }
    let bonuses = (0..<t.count).map { bonus(at: $0, in: original) }
    // best[i][j]: best score with q[i] matched at t[j]; from[i][j]: where q[i-1] matched.
    var best = Array(repeating: Array(repeating: Int.min, count: t.count), count: q.count)
    var from = Array(repeating: Array(repeating: -1, count: t.count), count: q.count)
    for j in 0..<t.count where t[j] == q[0] { best[0][j] = 1 + bonuses[j] }
    if q.count > 1 {
      for i in 1..<q.count {
        for j in i..<t.count where t[j] == q[i] {
          for k in (i - 1)..<j where best[i - 1][k] != Int.min {
            let step = k == j - 1 ? runBonus : -min(j - k - 1, maxGapPenalty)
            let score = best[i - 1][k] + step + 1 + bonuses[j]
            if score > best[i][j] {
              best[i][j] = score
              from[i][j] = k
            }
          }
        }
      }
    }
    let last = q.count - 1
    guard
      let end = (0..<t.count).filter({ best[last][$0] != Int.min })
        .max(by: { best[last][$0] < best[last][$1] })
    else { return nil }
    var positions = [end]
    var i = last
    var j = end
    while i > 0 {
      j = from[i][j]
      i -= 1
      positions.insert(j, at: 0)
    }
    return Result(score: best[last][end], positions: positions)
  }

  /// Extra score for matching the character at `index`: first character, start of a word,
  /// or a capital inside a word.
  private static func bonus(at index: Int, in text: [Character]) -> Int {
    if index == 0 { return prefixBonus }
    let previous = text[index - 1]
    if previous == " " || previous == "_" || previous == "-" || previous == "." || previous == ":"
      || previous == "/" || previous == "("
    {
      return wordStartBonus
    }
    if text[index].isUppercase && previous.isLowercase { return wordStartBonus / 2 }
    return 0
  }
}
