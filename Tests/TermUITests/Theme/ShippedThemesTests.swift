import Config
import Testing

@testable import TermUI

@Suite struct ShippedThemesTests {
  static let catalog = ThemeCatalog(environment: [:])
  static let names = catalog.builtinNames

  @Test(arguments: names, ColorProfile.allCases)
  func loadsWithZeroDiagnostics(name: String, profile: ColorProfile) {
    let (theme, diagnostics) = Self.catalog.load(name: name, profile: profile)
    #expect(diagnostics.map(\.description) == [])
    #expect(theme.id == name)
    #expect(theme.profile == profile)
  }

  /// NO_COLOR must still show where the user is: every focus, selection, active-tab and cursor
  /// role is reverse, bold or underlined, and differs from the role it stands out from.
  @Test(arguments: names)
  func noColorKeepsFocusAndSelectionVisible(name: String) {
    let profile = ColorProfile.detect(
      isTTY: true, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    let theme = Self.catalog.load(name: name, profile: profile).0
    for pair in ThemeRole.emphasisPairs {
      let emphasis = theme.style(for: pair.emphasis)
      #expect(emphasis.foreground == nil && emphasis.background == nil)
      #expect(
        !emphasis.modifiers.isDisjoint(with: [.reverse, .bold, .underline]),
        "\(name): \(pair.emphasis.name) has no visible emphasis in mono")
      #expect(
        emphasis != theme.style(for: pair.plain),
        "\(name): \(pair.emphasis.name) looks like \(pair.plain.name) in mono")
    }
  }

  @Test(arguments: names, [ColorProfile.ansi16, .ansi256, .trueColor])
  func emphasisDiffersFromItsPlainRoleInColour(name: String, profile: ColorProfile) {
    let theme = Self.catalog.load(name: name, profile: profile).0
    for pair in ThemeRole.emphasisPairs {
      #expect(
        theme.style(for: pair.emphasis) != theme.style(for: pair.plain),
        "\(name) at \(profile): \(pair.emphasis.name) looks like \(pair.plain.name)")
    }
  }

  @Test func defaultStylesEveryRoleUsingOnlyTerminalColours() throws {
    let text = try #require(BuiltinThemes.all.first { $0.name == "default" }?.text)
    let styled = Set(try TOMLParser.parse(text).entries(in: "styles").map(\.key))
    let unstyled = ThemeRole.allCases.map(\.name).filter { !styled.contains($0) }
    #expect(unstyled == [], "default.toml must style every catalogue role")
    let theme = Self.catalog.load(name: "default", profile: .trueColor).0
    for role in ThemeRole.allCases {
      let style = theme.style(for: role)
      for color in [style.foreground, style.background].compactMap({ $0 }) {
        switch color {
        case .default, .ansi: break
        case .indexed, .rgb: Issue.record("default.toml: \(role.name) uses \(color)")
        }
      }
    }
  }

  @Test func monoThemeUsesModifiersOnly() {
    let theme = Self.catalog.load(name: "mono", profile: .trueColor).0
    for role in ThemeRole.allCases {
      let style = theme.style(for: role)
      #expect(style.foreground == nil && style.background == nil, "mono: \(role.name)")
    }
  }

  @Test func productionInheritsDefaultWithARedStatusLine() {
    let production = Self.catalog.load(name: "production", profile: .ansi16).0
    let base = Self.catalog.load(name: "default", profile: .ansi16).0
    #expect(production.style(for: .statusline).background == .ansi(1))
    #expect(production.style(for: .border).foreground == .ansi(1))
    #expect(production.style(for: .jsonKey) == base.style(for: .jsonKey))
  }

  @Test func truecolourThemesDeclareTheirVariant() {
    #expect(Self.catalog.load(name: "harbor", profile: .trueColor).0.variant == .dark)
    #expect(Self.catalog.load(name: "paper", profile: .trueColor).0.variant == .light)
    #expect(Self.catalog.load(name: "default", profile: .trueColor).0.variant == nil)
  }

  @Test func truecolourThemesDownsample() {
    let harbor256 = Self.catalog.load(name: "harbor", profile: .ansi256).0
    let harbor16 = Self.catalog.load(name: "harbor", profile: .ansi16).0
    // coral = #ff7b72
    #expect(harbor256.style(for: .diagnosticError).foreground == .indexed(209))
    #expect(harbor16.style(for: .diagnosticError).foreground == .ansi(1))
    #expect(harbor16.style(for: .diagnosticError).modifiers == .bold)
  }

  @Test(arguments: names)
  func everyShippedFileHasAnAuthorAndLicenceHeader(name: String) throws {
    let text = try #require(BuiltinThemes.all.first { $0.name == name }?.text)
    let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: "\n")
    #expect(header.contains("Author:"), "themes/\(name).toml needs an author line")
    #expect(header.contains("Licence:"), "themes/\(name).toml needs a licence line")
  }
}
