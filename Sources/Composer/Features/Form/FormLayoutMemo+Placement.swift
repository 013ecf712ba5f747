import PushCore

extension FormLayoutMemo.Placement {
  /// Takes `diagnostics` in place of its own when the two lists have the same paths and every
  /// diagnostic that changed keeps its field (or none) and severity: typing changes the sizes
  /// in size warnings. Each field then shows its diagnostics with the new texts, and the
  /// fields, severities and paths placed stay as they are. Returns the fields whose
  /// diagnostics changed; nil, changing nothing, when the lists differ otherwise.
  ///
  /// Equal to the placement made from scratch: a diagnostic's field is decided by its path,
  /// and at `message` itself also by its text (`DiagnosticPlacement.fieldID(for:schema:)`),
  /// which is asked again for each such diagnostic that changed. Unshared, the placement is
  /// changed in place.
  mutating func retext(_ diagnostics: [Diagnostic]) -> [String]? {
    guard self.diagnostics.count == diagnostics.count else { return nil }
    var changes: [(id: String, position: Int, diagnostic: Diagnostic)] = []
    var schema: FieldSchema?
    for index in diagnostics.indices where self.diagnostics[index] != diagnostics[index] {
      let diagnostic = diagnostics[index]
      guard self.diagnostics[index].path == diagnostic.path else { return nil }
      let id = ids[index]
      if diagnostic.path.components.count <= 1 {
        let shared = schema ?? .shared
        schema = shared
        guard DiagnosticPlacement.fieldID(for: diagnostic, schema: shared) == id else {
          return nil
        }
      }
      guard let id else { continue }
      // The diagnostics at a field are listed in order: this one is after those before it.
      let position = ids[..<index].count { $0 == id }
      guard self.diagnostics[index].severity == diagnostic.severity,
        let shown = byField[id]?.count, position < shown
      else { return nil }
      changes.append((id, position, diagnostic))
    }
    for change in changes { byField[change.id]?[change.position] = change.diagnostic }
    self.diagnostics = diagnostics
    return changes.map(\.id)
  }
}
