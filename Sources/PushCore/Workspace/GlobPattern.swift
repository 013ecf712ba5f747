/// A `.gitignore` glob: `*` and `?` within one path segment, `[a-z]` / `[!x]` classes, `**` for
/// any number of segments, and `\` escaping the next character.
public struct GlobPattern: Sendable, Hashable {
  private let pattern: [Unicode.Scalar]

  public init(_ text: String) { pattern = Array(text.unicodeScalars) }

  /// Whether `path` (segments joined by `/`) matches the whole pattern.
  public func matches(_ path: String) -> Bool {
    let subject = Array(path.unicodeScalars)
    var budget = 20_000  // a pathological pattern gives up (no match) instead of hanging
    return match(0, subject, 0, &budget)
  }

  private func match(_ i: Int, _ s: [Unicode.Scalar], _ j: Int, _ budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return false }
    guard i < pattern.count else { return j == s.count }
    let c = pattern[i]
    if c == "*", i + 1 < pattern.count, pattern[i + 1] == "*" {
      let slashFollows = i + 2 < pattern.count && pattern[i + 2] == "/"
      let rest = slashFollows ? i + 3 : i + 2
      for k in j...s.count where !slashFollows || k == j || s[k - 1] == "/" {
        if match(rest, s, k, &budget) { return true }
      }
      return false
    }
    switch c {
    case "*":
      var k = j
      while true {
        if match(i + 1, s, k, &budget) { return true }
        guard k < s.count, s[k] != "/" else { return false }
        k += 1
      }
    case "?":
      guard j < s.count, s[j] != "/" else { return false }
      return match(i + 1, s, j + 1, &budget)
    case "[":
      guard j < s.count, s[j] != "/", let (matched, next) = matchClass(i, s[j]) else {
        return j < s.count && s[j] == "[" && match(i + 1, s, j + 1, &budget)
      }
      return matched && match(next, s, j + 1, &budget)
    case "\\" where i + 1 < pattern.count:
      guard j < s.count, s[j] == pattern[i + 1] else { return false }
      return match(i + 2, s, j + 1, &budget)
    default:
      guard j < s.count, s[j] == c else { return false }
      return match(i + 1, s, j + 1, &budget)
    }
  }

  /// Matches one character against the class starting at `start` (`[`); nil when the class is
  /// not closed (then `[` is literal). Returns whether it matched and the index after `]`.
  private func matchClass(_ start: Int, _ ch: Unicode.Scalar) -> (Bool, Int)? {
    var i = start + 1
    var negated = false
    if i < pattern.count, pattern[i] == "!" || pattern[i] == "^" {
      negated = true
      i += 1
    }
    var matched = false
    var first = true
    while i < pattern.count {
      let c = pattern[i]
      if c == "]", !first { return (matched != negated, i + 1) }
      first = false
      if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
        if c.value <= ch.value, ch.value <= pattern[i + 2].value { matched = true }
        i += 3
      } else {
        if c == ch { matched = true }
        i += 1
      }
    }
    return nil
  }
}
