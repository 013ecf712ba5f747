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
    rows(of: field, object: object(of: field, in: draft), schema: schema)
  }

  /// The rows of `field` when its object in the draft is `object`.
  static func rows(of field: FormField, object: JSONObject?, schema: FieldSchema = .shared)
    -> [Row]
  {
    guard let object else { return [] }
    let own = ownKeys(of: field, schema: schema)
    return object.enumerated().compactMap { i, member in
      guard own.isEmpty || !own.contains(member.key.lowercased()) else { return nil }
      let value = member.value.stringValue ?? JSONWriter.string(member.value, style: .compact)
      return Row(key: member.key, value: value, index: i)
    }
  }

  /// How many rows `rows(of:in:)` gives, without formatting them.
  public static func count(of field: FormField, in draft: Draft, schema: FieldSchema = .shared)
    -> Int
  {
    guard let object = object(of: field, in: draft) else { return 0 }
    let own = ownKeys(of: field, schema: schema)
    guard !own.isEmpty else { return object.count }
    return object.keys.reduce(0) { $0 + (own.contains($1.lowercased()) ? 0 : 1) }
  }

  /// The object `field` edits, if the draft has one there.
  static func object(of field: FormField, in draft: Draft) -> JSONObject? {
    PathCache.path(of: field).flatMap { draft.value(at: $0)?.objectValue }
  }

  /// Lower-cased keys of the members with fields of their own.
  private static func ownKeys(of field: FormField, schema: FieldSchema) -> Set<String> {
    Set(schema.children(of: field.id).map { $0.key.lowercased() })
  }
}
