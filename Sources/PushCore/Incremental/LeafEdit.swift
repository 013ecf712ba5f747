/// A change of one string and nothing else: what typing into a text field does to a draft.
///
/// Found by walking the two documents where they differ; containers that share storage (all
/// but those along the typed path, after a keystroke) are settled without being read.
struct LeafEdit: Sendable, Equatable {
  /// Where the string is, from the document's root (`message.notification.title`).
  let path: JSONPath
  /// The string before the change.
  let old: String
  /// The string after it.
  let new: String

  /// The change from `old` to `new` when it is exactly one string's (the same keys in the
  /// same order everywhere, one string's code points different); nil otherwise, and for no
  /// change at all.
  static func between(_ old: JSONObject, _ new: JSONObject) -> LeafEdit? {
    var components: [JSONPath.Component] = []
    components.reserveCapacity(8)  // deep enough for any field: one allocation
    return between(.object(old), .object(new), path: &components)
  }

  /// `between(old, new)`, taken from `found` when it was found for these two documents (the
  /// same storage): a keystroke's render and validation ask for the same change. `found` is
  /// then what this call found.
  static func between(_ old: JSONObject, _ new: JSONObject, found: inout Found?) -> LeafEdit? {
    if let kept = found, kept.old.sharesStorage(with: old), kept.new.sharesStorage(with: new) {
      return kept.edit
    }
    let edit = between(old, new)
    found = Found(old: old, new: new, edit: edit)
    return edit
  }

  /// The change found between two documents.
  struct Found: Sendable {
    let old: JSONObject
    let new: JSONObject
    let edit: LeafEdit?
  }

  private static func between(
    _ old: JSONValue, _ new: JSONValue, path: inout [JSONPath.Component]
  ) -> LeafEdit? {
    switch (old, new) {
    case (.string(let a), .string(let b)):
      guard !JSONObject.sameKey(a, b) else { return nil }
      return LeafEdit(path: JSONPath(path), old: a, new: b)
    case (.object(let a), .object(let b)):
      guard a.count == b.count, !a.sharesStorage(with: b) else { return nil }
      var changed: Int?
      for i in a.indices {
        guard JSONObject.sameKey(a[i].key, b[i].key) else { return nil }
        if JSONValue.sameBytes(a[i].value, b[i].value) { continue }
        guard changed == nil else { return nil }
        changed = i
      }
      guard let i = changed else { return nil }
      path.append(.key(a[i].key))
      return between(a[i].value, b[i].value, path: &path)
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return nil }
      var changed: Int?
      for i in a.indices where !JSONValue.sameBytes(a[i], b[i]) {
        guard changed == nil else { return nil }
        changed = i
      }
      guard let i = changed else { return nil }
      path.append(.index(i))
      return between(a[i], b[i], path: &path)
    default:
      return nil
    }
  }
}
