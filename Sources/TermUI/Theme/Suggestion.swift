/// "Did you mean …?" hints for misspelt names, by edit distance.
enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  ///
  /// Close enough means an optimal-string-alignment distance (insertions, deletions,
  /// substitutions and swaps of neighbours) of at most a third of the word's length, and at
  /// least 1. Ties go to the candidate listed first.
  static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let source = Array(word.lowercased())
    let limit = max(1, source.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let target = Array(candidate.lowercased())
      guard abs(target.count - source.count) <= limit else { continue }
      let distance = editDistance(source, target)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// ` (did you mean "x"?)` or the empty string.
  static func hint(for word: String, in candidates: some Sequence<String>) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " (did you mean \"\(match)\"?)"
  }

  /// Optimal string alignment distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
