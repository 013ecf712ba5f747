/// Renders the compiled-in themes from the theme files: `BuiltinThemes.swift`, the index, and
/// one `Builtin/BuiltinThemes+<Id>.swift` per theme holding its text.
enum BuiltinThemesSource {
  static let header = """
    // Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
    // Do not edit: change the .toml file, then run
    // `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

    """

  /// Every generated file's contents by its path under `Sources/TermUI/Theme/`.
  static func render(_ themes: [(name: String, text: String)]) -> [String: String] {
    var files: [String: String] = [:]
    var index =
      header + """

        /// The shipped themes, compiled in so the executable needs no files beside it.
        enum BuiltinThemes {
          /// Theme ids and texts, byte-identical to `themes/<id>.toml`, sorted by id.
          static let all: [(name: String, text: String)] = [

        """
    for theme in themes {
      let property = identifier(for: theme.name)
      index += "    (\"\(theme.name)\", \(property)),\n"
      files[path(for: theme.name)] =
        header + """

          extension BuiltinThemes {
            /// `themes/\(theme.name).toml`.
            static let \(property) =

          """ + literal(for: theme.text, indent: "    ") + "\n}\n"
    }
    index += "  ]\n}\n"
    files["BuiltinThemes.swift"] = index
    return files
  }

  /// The generated file of theme `name`, under `Sources/TermUI/Theme/`.
  static func path(for name: String) -> String {
    "Builtin/BuiltinThemes+\(typeName(for: name)).swift"
  }

  /// `high-contrast` → `HighContrast`.
  static func typeName(for name: String) -> String {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `high-contrast` → `highContrastText` (never a keyword: `default` is one).
  static func identifier(for name: String) -> String {
    let type = typeName(for: name)
    return type.prefix(1).lowercased() + type.dropFirst() + "Text"
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
