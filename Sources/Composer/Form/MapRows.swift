import PushCore

/// The rows a string-map editor shows: the map's members except those with a form field of
/// their own (known headers such as `apns-priority` are edited by their own fields).
public enum MapRows {
  /// One key/value row; `index` is the member's position in the JSON object.
  public struct Row: Sendable, Hashable {
    public var key: String
    public var value: String
    public var index: Int
  }

  /// The rows of `field` in `draft`.
  public static func rows(of field: FormField, in draft: Draft, schema: FieldSchema = .shared)
    -> [Row]
  {
    guard let path = field.path, let object = draft.value(at: path)?.objectValue else { return [] }
    let own = Set(schema.children(of: field.id).map { $0.key.lowercased() })
    return object.enumerated().compactMap { i, member in
      guard !own.contains(member.key.lowercased()) else { return nil }
      let value = member.value.stringValue ?? JSONWriter.string(member.value, style: .compact)
      return Row(key: member.key, value: value, index: i)
    }
  }
}
