import PushCore

/// Where a diagnostic shows in the form: which field (by form id) and which tabs.
public enum DiagnosticPlacement {
  /// The form field id a diagnostic belongs to, or nil for message-wide problems
  /// (payload size), which the problems list and gauges show instead.
  public static func fieldID(for diagnostic: Diagnostic, schema: FieldSchema = .shared) -> String? {
    let path = diagnostic.path
    guard let first = path.components.first, case .key(let root) = first else { return nil }
    switch root {
    case "name": return "draft.name"
    case "notes": return "draft.notes"
    case "recipients": return "recipients"
    case "console": return "console.expires"
    case "message": break
    default: return nil
    }
    if path.components.count == 1 {
      return diagnostic.message.hasPrefix("no target") ? "target.kind" : nil
    }
    guard let field = schema.nearestField(for: path) else { return nil }
    if field.path.contains("[]") {
      return field.path.components(separatedBy: "[]").first
    }
    if field.kind == .json, !schema.children(of: field.path).isEmpty, path != field.jsonPath {
      return field.path + "#extra"
    }
    return field.path
  }

  /// The form tabs whose items include the diagnostic's field.
  public static func tabs(for diagnostic: Diagnostic, draft: Draft) -> [FormTab] {
    guard let id = fieldID(for: diagnostic) else { return [] }
    return FormTab.allCases.filter { tab in
      FormModel.items(for: tab, draft: draft).contains { item in
        if case .field(let f) = item { return f.id == id }
        return false
      }
    }
  }
}
