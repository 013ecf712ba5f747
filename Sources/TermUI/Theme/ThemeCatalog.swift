import Config
import Foundation

/// The themes available to the app: the shipped ones (compiled in) and the user's own
/// `$XDG_CONFIG_HOME/fcm-compose/themes/*.toml` (default `~/.config`). A user theme with a
/// built-in's name replaces it, and may still `inherits` the built-in of the same name.
public struct ThemeCatalog: Sendable {
  /// The theme used when none is chosen, and the fallback when one fails to load.
  public static let defaultName = "default"

  /// Where user themes are looked for, if a home or config directory is known.
  public let userThemesDirectory: URL?
  private let userThemes: [String: URL]
  private let builtins: [String: String]

  /// Finds user themes using `XDG_CONFIG_HOME` or `HOME` from `environment`.
  public init(environment: [String: String]) {
    let configHome: URL?
    if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
      configHome = URL(fileURLWithPath: xdg, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      configHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    } else {
      configHome = nil
    }
    let directory = configHome?.appendingPathComponent("fcm-compose/themes", isDirectory: true)
    userThemesDirectory = directory
    var found: [String: URL] = [:]
    if let directory,
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
    {
      for url in urls where url.pathExtension == "toml" {
        found[ThemeSource.id(of: url)] = url
      }
    }
    userThemes = found
    builtins = Dictionary(
      BuiltinThemes.all.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
  }

  /// Every theme id, sorted: built-ins and user themes.
  public var names: [String] {
    Set(builtins.keys).union(userThemes.keys).sorted()
  }

  /// The ids of the shipped themes, sorted.
  public var builtinNames: [String] { builtins.keys.sorted() }

  /// Loads and resolves the theme `name` for `profile`.
  ///
  /// Never fails: on any error (unknown name, parse error, `inherits` cycle, unreadable file)
  /// it returns the built-in default, with an error diagnostic saying which file, line and
  /// column was wrong. Warnings never stop a theme from loading. The diagnostics returned are
  /// also the theme's `diagnostics`.
  public func load(name: String, profile: ColorProfile) -> (ResolvedTheme, [ThemeDiagnostic]) {
    guard let source = source(named: name) else {
      let hint = Suggestion.hint(for: name, in: names)
      let failure = ThemeDiagnostic(
        severity: .error, file: nil, message: "no theme named \"\(name)\"\(hint)")
      return fallback(profile: profile, after: [failure])
    }
    switch resolve(source, profile: profile) {
    case .success(let theme):
      return (theme, theme.diagnostics)
    case .failure(let failure):
      return fallback(profile: profile, after: [failure.diagnostic])
    }
  }

  /// Every problem in the theme file at `fileURL` (parents are looked up in this catalogue).
  /// An empty result means the theme is clean.
  public func check(fileURL: URL) -> [ThemeDiagnostic] {
    let source = ThemeSource.file(id: ThemeSource.id(of: fileURL), url: fileURL)
    switch resolve(source, profile: .trueColor) {
    case .success(let theme): return theme.diagnostics
    case .failure(let failure): return [failure.diagnostic]
    }
  }

  private func resolve(_ source: ThemeSource, profile: ColorProfile)
    -> Result<ResolvedTheme, ThemeLoader.Failure>
  {
    let loader = ThemeLoader { [self] name, from in parent(named: name, from: from) }
    do {
      let chain = try loader.chain(from: source)
      return .success(ThemeResolver.resolve(chain, profile: profile))
    } catch {
      return .failure(error)
    }
  }

  private func source(named name: String) -> ThemeSource? {
    if let url = userThemes[name] { return .file(id: name, url: url) }
    return builtins[name].map { .builtin(id: name, text: $0) }
  }

  /// A user theme inheriting its own name means the built-in it replaces.
  private func parent(named name: String, from child: ThemeSource) -> ThemeSource? {
    if name == child.id && !child.isBuiltin {
      return builtins[name].map { .builtin(id: name, text: $0) }
    }
    return source(named: name)
  }

  private func fallback(profile: ColorProfile, after failures: [ThemeDiagnostic])
    -> (ResolvedTheme, [ThemeDiagnostic])
  {
    let note = ThemeDiagnostic(
      severity: .warning, file: nil,
      message: "using the built-in \"\(Self.defaultName)\" theme instead")
    guard let text = builtins[Self.defaultName],
      case .success(let theme) = resolve(
        .builtin(id: Self.defaultName, text: text), profile: profile)
    else {
      let diagnostics = failures + [note]
      return (.unstyled(profile: profile, diagnostics: diagnostics), diagnostics)
    }
    let diagnostics = failures + [note] + theme.diagnostics
    return (theme.replacingDiagnostics(with: diagnostics), diagnostics)
  }
}
