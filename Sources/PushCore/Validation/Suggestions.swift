/// "Did you mean" matching for unknown keys, options and commands.
public enum Suggestions {
  /// The candidate `key` most likely meant, if any: same letters ignoring case, `-` and `_`
  /// (`clickAction` → `click_action`, `mutableContent` → `mutable-content`), or at most two
  /// edits away for keys of four or more characters.
  public static func closest(to key: String, in candidates: [String]) -> (
    match: String, exact: Bool
  )? {
    let normalizedKey = normalized(key)
    if let same = candidates.first(where: { normalized($0) == normalizedKey }) {
      return (same, true)
    }
    guard key.count >= 4 else { return nil }
    let scored = candidates.map { ($0, distance(normalizedKey, normalized($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, key.count / 3) else {
      return nil
    }
    return (best.0, false)
  }

  public static func normalized(_ s: String) -> String {
    String(s.lowercased().filter { $0 != "_" && $0 != "-" })
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}
