import Foundation

/// A starting point for a new draft: built in, or a draft file in
/// `$XDG_CONFIG_HOME/fcm-compose/templates/` or a workspace's `.fcm-compose/templates/`.
public struct DraftTemplate: Sendable, Hashable, Identifiable {
  /// Where a template comes from (later sources replace earlier ones with the same id).
  public enum Source: String, Sendable, Hashable, CaseIterable {
    case builtin = "built-in"
    case user
    case workspace
  }

  /// The name used with `--template` (the file name without `.json` for template files).
  public var id: String
  /// One line saying what it is for.
  public var summary: String
  public var source: Source
  /// The template file, for templates from a folder.
  public var path: String?
  /// The draft it starts from.
  public var draft: Draft

  public init(id: String, summary: String, source: Source, path: String? = nil, draft: Draft) {
    self.id = id
    self.summary = summary
    self.source = source
    self.path = path
    self.draft = draft
  }

  /// A new draft from this template, named `name` (the campaign label, never sent).
  public func instantiate(name: String) -> Draft {
    var draft = self.draft
    if !name.isEmpty { draft.name = name }
    return draft
  }

  /// The draft name for a file name: `spring-sale.json` → `spring-sale`.
  public static func draftName(forFile path: String) -> String {
    let file = (path as NSString).lastPathComponent
    return file.lowercased().hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
