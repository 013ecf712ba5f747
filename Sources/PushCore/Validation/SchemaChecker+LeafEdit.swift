extension SchemaChecker {
  /// The schema findings about `message` (at `message`), given `last`, the findings about the
  /// message before `edit` changed one string in it; nil when that cannot be told without a
  /// whole walk (the string is not a schema field below proto objects only), and the caller
  /// walks.
  ///
  /// Below proto objects, a string field's findings are those of its own check, made before any
  /// other finding at its path (its parents' presence checks come after their members), and
  /// nothing else the walk finds reads the string: so the findings are `last` without the old
  /// string's and, first, the new string's. The order differs from a walk's only between
  /// findings at other paths, which the validator's sort puts in path order.
  static func findings(
    _ message: JSONObject, after edit: LeafEdit, last: [Diagnostic], schema: FieldSchema
  ) -> [Diagnostic]? {
    let components = edit.path.components
    guard components.count > 1, components[0] == .key("message") else { return nil }
    var object = message
    var parent = FieldSchema.ChildKey.message
    var field: Field?
    for (i, component) in components.enumerated().dropFirst() {
      guard case .key(let key) = component, let index = schema.childIndex(key, of: parent)
      else { return nil }
      let found = schema.fields[index]
      guard key == found.key || object[found.key] == nil else { return nil }
      if i == components.count - 1 {
        field = found
      } else {
        // A proto object, checked member by member (`checkMembers`).
        guard found.kind == .object, case .object(let inner) = object[key] else { return nil }
        object = inner
        parent = index
      }
    }
    guard let field else { return nil }
    let old = leafFindings(edit.old, at: edit.path, field: field, schema: schema)
    // The old string's findings lead those at its path; anything else means another walk.
    var rest: [Diagnostic] = []
    rest.reserveCapacity(last.count)
    var matched = 0
    for diagnostic in last {
      if matched < old.count, diagnostic.path == edit.path {
        guard diagnostic == old[matched] else { return nil }
        matched += 1
        continue
      }
      rest.append(diagnostic)
    }
    guard matched == old.count else { return nil }
    return leafFindings(edit.new, at: edit.path, field: field, schema: schema) + rest
  }

  /// What checking the string `text` as `field` at `path` finds.
  private static func leafFindings(
    _ text: String, at path: JSONPath, field: Field, schema: FieldSchema
  ) -> [Diagnostic] {
    var checker = SchemaChecker(schema: schema)
    checker.check(.string(text), at: path, field: field)
    return checker.diagnostics
  }
}
