import Foundation
import Testing

@testable import TermUI

/// A throwaway `$XDG_CONFIG_HOME` holding user themes.
struct UserThemes {
  let root: URL
  var directory: URL { root.appendingPathComponent("fcm-compose/themes") }

  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fcm-compose-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(
        to: directory.appendingPathComponent("\(name).toml"), atomically: true, encoding: .utf8)
    }
  }

  var catalog: ThemeCatalog { ThemeCatalog(environment: ["XDG_CONFIG_HOME": root.path]) }
  func path(_ name: String) -> String { directory.appendingPathComponent("\(name).toml").path }
  func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct ThemeCatalogTests {
  @Test func inheritsOverlaysParentStylesAndPalette() throws {
    let themes = try UserThemes([
      "base": """
      name = "Base"
      variant = "light"
      [palette]
      accent = "#ff0000"
      [styles]
      "ui.border" = "accent"
      "ui.title" = "blue bold"
      """,
      "child": """
      inherits = "base"
      [palette]
      accent = "#00ff00"
      [styles]
      "ui.title" = "green"
      """,
    ])
    defer { themes.remove() }
    let (theme, diagnostics) = themes.catalog.load(name: "child", profile: .trueColor)
    #expect(diagnostics.isEmpty)
    #expect(theme.id == "child")
    #expect(theme.name == "Base")
    #expect(theme.variant == .light)
    // The child's palette recolours the parent's style; the child's style replaces the parent's.
    #expect(theme.style(for: .border) == Style(foreground: .rgb(0, 255, 0)))
    #expect(theme.style(for: .title) == Style(foreground: .ansi(2)))
  }

  @Test func rolesFallBackToTheirLongestStyledPrefix() throws {
    let themes = try UserThemes([
      "t": """
      [styles]
      "ui" = "white on black"
      "ui.field" = "yellow"
      "ui.field.input" = "underline"
      """
    ])
    defer { themes.remove() }
    let theme = themes.catalog.load(name: "t", profile: .trueColor).0
    // Modifiers come from the most specific styled prefix, unset colours from its ancestors.
    let input = Style(foreground: .ansi(3), background: .ansi(0), modifiers: .underline)
    #expect(theme.style(for: "ui.field.input") == input)
    #expect(theme.style(for: "ui.field.input.extra.deep") == input)
    #expect(theme.style(for: "ui.field.label") == Style(foreground: .ansi(3), background: .ansi(0)))
    #expect(theme.style(for: "ui.text") == Style(foreground: .ansi(7), background: .ansi(0)))
    // Left looking like its unfocused self, focus gets its mono emphasis so it stays visible.
    #expect(
      theme.style(for: "ui.field.input.focus") == input.patched(with: Style(modifiers: .reverse)))
    #expect(
      theme.style(for: "ui.tab.active")
        == Style(foreground: .ansi(7), background: .ansi(0), modifiers: .reverse))
    #expect(theme.style(for: "json.key") == .plain)
  }

  @Test func inheritsCycleFallsBackToDefaultWithLocation() throws {
    let themes = try UserThemes([
      "a": "inherits = \"b\"\n",
      "b": "name = \"B\"\ninherits = \"a\"\n",
    ])
    defer { themes.remove() }
    let (theme, diagnostics) = themes.catalog.load(name: "a", profile: .ansi16)
    #expect(theme.id == "default")
    #expect(
      diagnostics.first?.description
        == "\(themes.path("b")):2:12: error: inherits cycle: a -> b -> a")
    #expect(theme.diagnostics == diagnostics)
  }

  @Test func checkFindsLongerCycles() throws {
    let themes = try UserThemes([
      "loop": "inherits = \"loop2\"", "loop2": "inherits = \"loop3\"",
      "loop3": "\n inherits = \"loop2\"",
    ])
    defer { themes.remove() }
    let diagnostics = themes.catalog.check(fileURL: URL(fileURLWithPath: themes.path("loop")))
    #expect(
      diagnostics.map(\.description) == [
        "\(themes.path("loop3")):2:13: error: inherits cycle: loop -> loop2 -> loop3 -> loop2"
      ])
  }

  @Test func brokenThemeFallsBackToDefaultNamingFileLineAndColumn() throws {
    let themes = try UserThemes(["broken": "[styles]\n\"ui.text\" = \"red\n"])
    defer { themes.remove() }
    let (theme, diagnostics) = themes.catalog.load(name: "broken", profile: .ansi16)
    let builtin = ThemeCatalog(environment: [:]).load(name: "default", profile: .ansi16).0
    #expect(theme.id == "default")
    #expect(theme.style(for: .tabActive) == builtin.style(for: .tabActive))
    #expect(
      diagnostics.map(\.description) == [
        "\(themes.path("broken")):2:13: error: unterminated string",
        "warning: using the built-in \"default\" theme instead",
      ])
  }

  @Test func unknownParentAndUnknownNameFallBack() throws {
    let themes = try UserThemes(["orphan": "name = \"x\"\ninherits = \"nope\""])
    defer { themes.remove() }
    let catalog = themes.catalog
    #expect(
      catalog.load(name: "orphan", profile: .mono).1.first?.description
        == "\(themes.path("orphan")):2:12: error: inherits unknown theme \"nope\"")
    let (theme, diagnostics) = catalog.load(name: "harbour", profile: .mono)
    #expect(theme.id == "default")
    #expect(
      diagnostics.first?.description
        == "error: no theme named \"harbour\" (did you mean \"harbor\"?)")
  }

  @Test func unknownSectionsKeysAndRolesWarnButLoad() throws {
    let themes = try UserThemes([
      "typos": """
      name = "Typos"
      varient = "dark"
      variant = "dim"
      "ui.text" = "red"
      [style]
      "ui.text" = "red"
      [styles]
      "ui.statusbar" = "red"
      "ui.border" = 3
      "ui.title" = "bleu"
      [palette]
      bold = "#fff"
      mud = "brwn"
      """
    ])
    defer { themes.remove() }
    let (theme, diagnostics) = themes.catalog.load(name: "typos", profile: .trueColor)
    #expect(theme.id == "typos")
    let file = themes.path("typos")
    #expect(
      diagnostics.map(\.description) == [
        "\(file):2:1: warning: unknown key \"varient\" (did you mean \"variant\"?)",
        "\(file):3:11: warning: unknown variant \"dim\" (expected \"dark\" or \"light\")",
        "\(file):4:1: warning: role \"ui.text\" must be inside [styles]",
        "\(file):5:2: warning: unknown section [style] (did you mean \"styles\"?)",
        "\(file):8:1: warning: unknown role \"ui.statusbar\" (did you mean \"ui.statusline\"?)",
        "\(file):9:15: warning: expected a string for \"ui.border\", found an integer",
        "\(file):10:15: warning: unknown colour \"bleu\" (did you mean \"blue\"?)",
        "\(file):12:1: warning: palette name \"bold\" is a style keyword and cannot be used",
        "\(file):13:7: warning: unknown colour \"brwn\"",
      ])
  }

  @Test func userThemeOverridesBuiltinAndCanInheritIt() throws {
    let themes = try UserThemes([
      "default": "inherits = \"default\"\n[styles]\n\"ui.border\" = \"#123456\"\n"
    ])
    defer { themes.remove() }
    let builtin = ThemeCatalog(environment: [:]).load(name: "default", profile: .trueColor).0
    let (theme, diagnostics) = themes.catalog.load(name: "default", profile: .trueColor)
    #expect(diagnostics.isEmpty)
    #expect(theme.style(for: .border) == Style(foreground: .rgb(0x12, 0x34, 0x56)))
    #expect(theme.style(for: .tabActive) == builtin.style(for: .tabActive))
  }

  @Test func userThemesComeFromXDGConfigHomeOrHome() throws {
    let themes = try UserThemes(["mine": "name = \"Mine\""])
    defer { themes.remove() }
    #expect(themes.catalog.names.contains("mine"))
    let viaHome = ThemeCatalog(environment: ["HOME": "/nonexistent-home"])
    #expect(viaHome.userThemesDirectory?.path == "/nonexistent-home/.config/fcm-compose/themes")
    #expect(!viaHome.names.contains("mine"))
  }

  @Test func checkReportsUnreadableFiles() {
    let diagnostics = ThemeCatalog(environment: [:]).check(
      fileURL: URL(fileURLWithPath: "/nonexistent/x.toml"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.file == "/nonexistent/x.toml")
  }
}
