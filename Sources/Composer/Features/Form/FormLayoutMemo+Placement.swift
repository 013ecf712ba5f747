import PushCore

extension FormLayoutMemo.Placement {
  /// This placement with `diagnostics` in place of its own, when the two lists have the same
  /// paths and every diagnostic that changed keeps its field (or none) and severity: typing
  /// changes the sizes in size warnings. Each field then shows its diagnostics with the new
  /// texts, and the fields, severities and paths placed are this placement's. With the
  /// fields whose diagnostics changed; nil when the lists differ otherwise.
  ///
  /// Equal to the placement made from scratch: a diagnostic's field is decided by its path,
  /// and at `message` itself also by its text (`DiagnosticPlacement.fieldID(for:schema:)`),
  /// which is asked again for each such diagnostic that changed.
  func retexted(_ diagnostics: [Diagnostic]) -> (placement: Self, changed: [String])? {
    guard self.diagnostics.count == diagnostics.count else { return nil }
    var next = self
    var changed: [String] = []
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
        var shown = next.byField[id], position < shown.count
      else { return nil }
      shown[position] = diagnostic
      next.byField[id] = shown
      changed.append(id)
    }
    next.diagnostics = diagnostics
    return (next, changed)
  }
}
