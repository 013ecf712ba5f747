/// "Did you mean …?" for misspelt names: the one algorithm behind every hint fcm-compose gives
/// (unknown JSON fields, CLI commands and options, command names in `[keys]`, theme roles,
/// colours and theme names).
public enum Suggestion {
  /// A candidate and whether it is the same name spelt differently (case, `-`, `_`).
  public struct Match: Sendable, Equatable {
    /// The candidate the user most likely meant.
    public var candidate: String
    /// True when only case, `-` and `_` differ (`clickAction` → `click_action`).
    public var exact: Bool
  }

  /// The candidate `word` most likely means, if it is close enough to be a plausible typo.
  ///
  /// A candidate equal to `word` ignoring case, `-` and `_` wins outright. Otherwise the
  /// closest by optimal-string-alignment distance (insertions, deletions, substitutions and
  /// swaps of neighbours, compared in that normalized form) within a third of the word's length
  /// (at least 1). Ties go to the candidate listed first.
  public static func match(for word: String, in candidates: some Sequence<String>) -> Match? {
    let source = Array(normalized(word))
    var best: (candidate: String, distance: Int)?
    let limit = max(1, source.count / 3)
    for candidate in candidates where candidate != word {
      let target = Array(normalized(candidate))
      if target == source { return Match(candidate: candidate, exact: true) }
      guard abs(target.count - source.count) <= limit else { continue }
      let distance = editDistance(source, target)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best.map { Match(candidate: $0.candidate, exact: false) }
  }

  /// The candidate closest to `word`, if any (see `match(for:in:)`).
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    match(for: word, in: candidates)?.candidate
  }

  /// ` (did you mean "x"?)` or the empty string.
  public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " (did you mean \"\(match)\"?)"
  }

  /// `word` lowercased without `-` and `_`: the form names are compared in.
  public static func normalized(_ word: String) -> String {
    String(word.lowercased().filter { $0 != "_" && $0 != "-" })
  }

  /// Optimal string alignment distance between two character arrays.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
