/// The `.gitignore` rules that apply while walking a folder: each file's patterns, relative to
/// the folder holding it, with git's meaning (last match wins, `!` re-includes, a trailing `/`
/// matches only folders, a pattern with a `/` is anchored to its file's folder).
public struct IgnoreRules: Sendable, Hashable {
  struct Rule: Sendable, Hashable {
    /// The folder of the `.gitignore` (relative to the walk's root, "" for the root).
    var base: String
    var glob: GlobPattern
    var negated: Bool
    var directoryOnly: Bool
    var anchored: Bool
  }

  private(set) var rules: [Rule] = []

  public init() {}

  /// Adds the patterns of a `.gitignore` found in `base` (relative folder, "" for the root).
  public mutating func add(gitignore text: String, base: String) {
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = String(raw)
      while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      var negated = false
      if line.hasPrefix("!") {
        negated = true
        line.removeFirst()
      } else if line.hasPrefix("\\#") || line.hasPrefix("\\!") {
        line.removeFirst()
      }
      var directoryOnly = false
      if line.hasSuffix("/") {
        directoryOnly = true
        line.removeLast()
      }
      guard !line.isEmpty else { continue }
      let anchored = line.contains("/")
      if line.hasPrefix("/") { line.removeFirst() }
      rules.append(
        Rule(
          base: base, glob: GlobPattern(line), negated: negated, directoryOnly: directoryOnly,
          anchored: anchored))
    }
  }

  /// Whether `path` (relative to the root, `/`-separated) is ignored.
  public func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
    var ignored = false
    for rule in rules {
      if rule.directoryOnly && !isDirectory { continue }
      let relative: Substring
      if rule.base.isEmpty {
        relative = Substring(path)
      } else if path.hasPrefix(rule.base + "/") {
        relative = path.dropFirst(rule.base.count + 1)
      } else {
        continue
      }
      let subject =
        rule.anchored ? String(relative) : String(relative.split(separator: "/").last ?? "")
      if rule.glob.matches(subject) { ignored = !rule.negated }
    }
    return ignored
  }
}
