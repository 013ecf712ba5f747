import Foundation

/// Where a theme's text comes from: compiled in, or a file on disk.
enum ThemeSource: Sendable, Hashable {
  /// A shipped theme, embedded from `themes/<id>.toml`.
  case builtin(id: String, text: String)
  /// A theme file, e.g. in the user's config directory.
  case file(id: String, url: URL)

  /// The theme id (the file stem).
  var id: String {
    switch self {
    case .builtin(let id, _), .file(let id, _): return id
    }
  }

  /// The path shown in diagnostics.
  var path: String {
    switch self {
    case .builtin(let id, _): return "themes/\(id).toml"
    case .file(_, let url): return url.path
    }
  }

  var isBuiltin: Bool {
    if case .builtin = self { return true }
    return false
  }

  /// The file's text.
  func read() throws(ThemeError) -> String {
    switch self {
    case .builtin(_, let text):
      return text
    case .file(_, let url):
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw .unreadable(path: url.path, reason: error.localizedDescription)
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .unreadable(path: url.path, reason: "not valid UTF-8")
      }
      return text
    }
  }

  /// The id of a theme file URL: its name without `.toml`.
  static func id(of url: URL) -> String {
    url.deletingPathExtension().lastPathComponent
  }
}
