import Foundation

/// Every template available: the built-in ones, then the user's
/// (`$XDG_CONFIG_HOME/fcm-compose/templates/*.json`, default `~/.config/...`), then the
/// workspace's own (`DIR/.fcm-compose/templates/*.json`); a later one replaces an earlier one
/// with the same id. A template file that is not a draft is reported, never fatal.
public struct TemplateCatalog: Sendable, Hashable {
  /// The templates, built-in first, then by id.
  public var templates: [DraftTemplate]
  /// Template files that could not be used ("file:line:column: why").
  public var problems: [String]

  public init(templates: [DraftTemplate], problems: [String] = []) {
    self.templates = templates
    self.problems = problems
  }

  /// The user's template folder for an environment.
  public static func userFolder(environment: [String: String]) -> URL {
    let base: String
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }
    return URL(fileURLWithPath: base).appendingPathComponent("fcm-compose/templates")
  }

  /// A workspace's own template folder.
  public static func workspaceFolder(_ root: URL) -> URL {
    root.appendingPathComponent(".fcm-compose/templates")
  }

  /// Loads every template for `environment`, with `workspace`'s own when given.
  public static func load(environment: [String: String], workspace: URL?) -> TemplateCatalog {
    var byID: [String: DraftTemplate] = [:]
    var problems: [String] = []
    for template in BuiltinTemplates.all { byID[template.id] = template }
    var folders = [(userFolder(environment: environment), DraftTemplate.Source.user)]
    if let workspace { folders.append((workspaceFolder(workspace), .workspace)) }
    for (folder, source) in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.lowercased().hasSuffix(".json") && !name.hasPrefix(".")
      {
        let url = folder.appendingPathComponent(name)
        do {
          let draft = try DraftFile.load(url).draft
          let id = DraftTemplate.draftName(forFile: name)
          let summary = DisplayText.sanitized(draft.notes ?? draft.name ?? "")
          byID[id] = DraftTemplate(
            id: id, summary: summary, source: source, path: url.path, draft: draft)
        } catch {
          problems.append(DisplayText.sanitized(error.description))
        }
      }
    }
    let builtinOrder = BuiltinTemplates.all.map(\.id)
    let templates = byID.values.sorted { a, b in
      let ia = builtinOrder.firstIndex(of: a.id) ?? Int.max
      let ib = builtinOrder.firstIndex(of: b.id) ?? Int.max
      return ia != ib ? ia < ib : a.id < b.id
    }
    return TemplateCatalog(templates: templates, problems: problems)
  }

  /// The template with id `id`.
  public func template(_ id: String) -> DraftTemplate? { templates.first { $0.id == id } }
}
