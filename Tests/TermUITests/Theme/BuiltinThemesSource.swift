/// Renders `Sources/TermUI/Theme/BuiltinThemes.swift` from the theme files.
enum BuiltinThemesSource {
  static func render(_ themes: [(name: String, text: String)]) -> String {
    var out = """
      // Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
      // Do not edit: change the .toml file, then run
      // `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

      /// The shipped themes, compiled in so the executable needs no files beside it.
      enum BuiltinThemes {
        /// Theme ids and texts, byte-identical to `themes/<id>.toml`, sorted by id.
        static let all: [(name: String, text: String)] = [

      """
    for theme in themes {
      out += "    (\n"
      out += "      \"\(theme.name)\",\n"
      out += literal(for: theme.text, indent: "      ") + "\n"
      out += "    ),\n"
    }
    out += "  ]\n}\n"
    return out
  }

  /// A raw multi-line string literal whose value is exactly `text`.
  static func literal(for text: String, indent: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
      hashes += "#"
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") {
      lines.removeLast()
      lines.append("")
    }
    let body = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    return "\(indent)\(hashes)\"\"\"\n\(body)\n\(indent)\"\"\"\(hashes)"
  }
}
