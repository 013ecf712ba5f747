import Config
import Foundation

/// Merges a loaded `inherits` chain and resolves every role to a concrete style for a profile.
///
/// Children win over parents, entry by entry, for palettes, styles and `[mono]` alike; style
/// strings are parsed after merging, so a child's palette recolours its parent's styles.
struct ThemeResolver {
  private typealias Located = (entry: TOMLEntry, path: String)

  private var palette: [String: Color] = [:]
  private var styles: [String: Style] = [:]
  private var mono: [String: Modifiers] = [:]
  private var diagnostics: [ThemeDiagnostic] = []

  /// Resolves `chain` (root ancestor first) for `profile`.
  static func resolve(_ chain: [ThemeFile], profile: ColorProfile) -> ResolvedTheme {
    var resolver = ThemeResolver()
    resolver.diagnostics = chain.flatMap(\.warnings)
    resolver.merge(chain)
    let leaf = chain.last
    let id = leaf?.id ?? "default"
    return ResolvedTheme(
      id: id, name: chain.reversed().lazy.compactMap(\.name).first ?? id,
      variant: chain.reversed().lazy.compactMap(\.variant).first, profile: profile,
      styles: resolver.table(for: profile), diagnostics: resolver.sortedDiagnostics(chain))
  }

  private mutating func merge(_ chain: [ThemeFile]) {
    var paletteEntries: [String: Located] = [:]
    var styleEntries: [String: Located] = [:]
    var monoEntries: [String: Located] = [:]
    for file in chain {
      for (key, entry) in file.palette { paletteEntries[key] = (entry, file.path) }
      for (key, entry) in file.styles { styleEntries[key] = (entry, file.path) }
      for (key, entry) in file.mono { monoEntries[key] = (entry, file.path) }
    }
    for (name, located) in paletteEntries { resolvePaletteEntry(name, located) }
    let colorParser = StyleStringParser(palette: palette)
    for (role, located) in styleEntries {
      styles[role] = parse(located, with: colorParser)
    }
    let monoParser = StyleStringParser(palette: palette, allowsColors: false)
    for (role, located) in monoEntries {
      mono[role] = parse(located, with: monoParser).modifiers
    }
  }

  private mutating func resolvePaletteEntry(_ name: String, _ located: Located) {
    guard case .string(let text) = located.entry.value else { return }
    if name == "on" || ColorWord.modifier(named: name) != nil {
      diagnostics.append(
        .warning(
          "palette name \"\(name)\" is a style keyword and cannot be used", file: located.path,
          at: located.entry.keyPosition))
    }
    let word = text.trimmingCharacters(in: .whitespaces)
    switch ColorWord.parse(word) {
    case .color(let color):
      palette[name] = color
    case .invalid(let message):
      diagnostics.append(.warning(message, file: located.path, at: located.entry.valuePosition))
    case .unknown:
      let hint = Suggestion.hint(for: word, in: ColorWord.allNames)
      diagnostics.append(
        .warning(
          "unknown colour \"\(word)\"\(hint)", file: located.path,
          at: located.entry.valuePosition))
    }
  }

  private mutating func parse(_ located: Located, with parser: StyleStringParser) -> Style {
    guard case .string(let text) = located.entry.value else { return Style() }
    let (style, warnings) = parser.parse(located.entry, text: text, file: located.path)
    diagnostics += warnings
    return style
  }

  /// The style of every catalogue role, every prefix and every role the theme names.
  private func table(for profile: ColorProfile) -> [String: Style] {
    var names = ThemeRole.styleableNames
    names.formUnion(styles.keys)
    names.formUnion(mono.keys)
    var table: [String: Style] = [:]
    for name in names {
      switch profile {
      case .noTTY: table[name] = .plain
      case .mono: table[name] = monoStyle(for: name)
      case .ansi16, .ansi256, .trueColor: table[name] = colorStyle(for: name, profile: profile)
      }
    }
    if profile > .mono { keepEmphasisVisible(in: &table) }
    return table
  }

  /// Downsampling can merge two close colours (a focused field's background and an unfocused
  /// one's, say); when an emphasis role ends up looking like its plain counterpart, it gets its
  /// mono modifiers too, so focus and selection never disappear.
  private func keepEmphasisVisible(in table: inout [String: Style]) {
    for pair in ThemeRole.emphasisPairs {
      guard var emphasis = table[pair.emphasis.rawValue],
        emphasis == table[pair.plain.rawValue]
      else { continue }
      emphasis.modifiers.formUnion(pair.emphasis.monoModifiers)
      table[pair.emphasis.rawValue] = emphasis
    }
  }

  /// `role`, then its parents: `ui.field.input`, `ui.field`, `ui`.
  private static func prefixes(of role: String) -> [String] {
    var result: [String] = []
    var current: String? = role
    while let name = current {
      result.append(name)
      current = ThemeRole.parent(of: name)
    }
    return result
  }

  /// Modifiers come from the most specific styled prefix; colours it leaves unset come from
  /// styled ancestors, and whatever is still unset shows what is drawn beneath.
  private func colorStyle(for role: String, profile: ColorProfile) -> Style {
    var result = Style()
    for prefix in Self.prefixes(of: role).reversed() {
      guard let style = styles[prefix] else { continue }
      result = Style(
        foreground: style.foreground ?? result.foreground,
        background: style.background ?? result.background, modifiers: style.modifiers)
    }
    result.foreground = result.foreground.flatMap(profile.convert)
    result.background = result.background.flatMap(profile.convert)
    return result
  }

  /// The `[mono]` entry if it is at least as specific as the styled one; otherwise the styled
  /// modifiers plus the role's built-in mono modifiers, so focus and selection stay visible.
  private func monoStyle(for role: String) -> Style {
    let chain = Self.prefixes(of: role)
    let styleMatch = chain.firstIndex { styles[$0] != nil }
    if let monoMatch = chain.firstIndex(where: { mono[$0] != nil }),
      monoMatch <= (styleMatch ?? Int.max), let modifiers = mono[chain[monoMatch]]
    {
      return Style(modifiers: modifiers)
    }
    let styled = styleMatch.flatMap { styles[chain[$0]]?.modifiers } ?? []
    let builtin = ThemeRole(rawValue: role)?.monoModifiers ?? []
    return Style(modifiers: styled.union(builtin))
  }

  private func sortedDiagnostics(_ chain: [ThemeFile]) -> [ThemeDiagnostic] {
    let order = Dictionary(
      chain.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { $1 })
    return diagnostics.enumerated().sorted { lhs, rhs in
      let left = (order[lhs.element.file ?? ""] ?? -1, lhs.element.line ?? 0)
      let right = (order[rhs.element.file ?? ""] ?? -1, rhs.element.line ?? 0)
      if left != right { return left < right }
      let columns = (lhs.element.column ?? 0, rhs.element.column ?? 0)
      return columns.0 != columns.1 ? columns.0 < columns.1 : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
