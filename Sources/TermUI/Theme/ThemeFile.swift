import Config
/// One theme file, decoded from TOML but not yet merged with its parents or resolved.
///
/// Decoding never fails: unknown sections, keys and roles, and values of the wrong type, become
/// warnings and are skipped.
struct ThemeFile: Sendable {
  /// The theme id: the file stem.
  var id: String
  /// The path shown in diagnostics.
  var path: String
  var name: String?
  var inherits: (name: String, position: SourcePosition)?
  var variant: ThemeVariant?
  /// `[palette]` entries by colour name.
  var palette: [String: TOMLEntry] = [:]
  /// `[styles]` entries by role.
  var styles: [String: TOMLEntry] = [:]
  /// `[mono]` entries by role.
  var mono: [String: TOMLEntry] = [:]
  var warnings: [ThemeDiagnostic] = []

  static let topLevelKeys = ["name", "inherits", "variant"]
  static let sections = ["palette", "styles", "mono"]

  init(id: String, path: String, document: TOMLDocument) {
    self.id = id
    self.path = path
    for section in document.sections where !Self.sections.contains(section.name) {
      warn(
        "unknown section [\(section.name)]"
          + Suggestion.hint(for: section.name, in: Self.sections), at: section.position)
    }
    for entry in document.entries {
      switch entry.section {
      case nil: decodeTopLevel(entry)
      case "palette": decodeTableEntry(entry, into: \.palette, isRole: false)
      case "styles": decodeTableEntry(entry, into: \.styles, isRole: true)
      case "mono": decodeTableEntry(entry, into: \.mono, isRole: true)
      default: break
      }
    }
  }

  private mutating func warn(_ message: String, at position: SourcePosition) {
    warnings.append(.warning(message, file: path, at: position))
  }

  private mutating func string(_ entry: TOMLEntry) -> String? {
    guard case .string(let text) = entry.value else {
      warn(
        "expected a string for \"\(entry.key)\", found \(entry.value.kindDescription)",
        at: entry.valuePosition)
      return nil
    }
    return text
  }

  private mutating func decodeTopLevel(_ entry: TOMLEntry) {
    switch entry.key {
    case "name":
      name = string(entry)
    case "inherits":
      if let parent = string(entry) { inherits = (parent, entry.valuePosition) }
    case "variant":
      guard let text = string(entry) else { return }
      guard let value = ThemeVariant(rawValue: text) else {
        warn(
          "unknown variant \"\(text)\" (expected \"dark\" or \"light\")", at: entry.valuePosition)
        return
      }
      variant = value
    default:
      if ThemeRole.styleableNames.contains(entry.key) {
        warn("role \"\(entry.key)\" must be inside [styles]", at: entry.keyPosition)
      } else {
        warn(
          "unknown key \"\(entry.key)\"" + Suggestion.hint(for: entry.key, in: Self.topLevelKeys),
          at: entry.keyPosition)
      }
    }
  }

  private mutating func decodeTableEntry(
    _ entry: TOMLEntry, into table: WritableKeyPath<ThemeFile, [String: TOMLEntry]>, isRole: Bool
  ) {
    guard string(entry) != nil else { return }
    if isRole && !ThemeRole.styleableNames.contains(entry.key) {
      let hint = Suggestion.hint(for: entry.key, in: ThemeRole.styleableNames.sorted())
      warn("unknown role \"\(entry.key)\"" + hint, at: entry.keyPosition)
    }
    self[keyPath: table][entry.key] = entry
  }
}
