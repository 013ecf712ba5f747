/// A `Message` with every field under its snake_case name, and the way back to the spelling the
/// user wrote (FCM-SPEC §1.1: `clickAction` and `click_action` are one field).
///
/// Cross-field rules, the per-platform renderer, sizes and exports read fields by their schema
/// name; they work on `canonical` and report paths through `written(_:)`, so a camelCase draft
/// is judged and previewed exactly like its snake_case twin while `render` keeps its keys.
public struct SpelledMessage: Sendable, Hashable {
  /// The message with lowerCamelCase field names replaced by their snake_case twins (in place,
  /// keeping member order). When both spellings are present the snake_case one wins; the
  /// validator reports the pair as an error.
  public let canonical: JSONObject
  /// How paths translate between the two spellings.
  public let spelling: Spelling

  /// Reads `message` (the object under `"message"`).
  public init(_ message: JSONObject, schema: FieldSchema = .shared) {
    var renamed: [JSONPath: String] = [:]
    var memo: Memo? = nil
    canonical =
      Self.canonicalize(
        message, schemaPath: "message", path: "message", schema: schema, renamed: &renamed,
        memo: &memo)
      ?? message
    spelling = Spelling(renamed: renamed)
  }

  /// Reads `message`, reusing the conversions of top-level members unchanged since `memo`
  /// was filled.
  init(_ message: JSONObject, memo: inout DerivationMemo) {
    var renamed: [JSONPath: String] = [:]
    var spellings: Memo? = memo.spellings
    canonical =
      Self.canonicalize(
        message, schemaPath: "message", path: "message", schema: .shared, renamed: &renamed,
        memo: &spellings)
      ?? message
    memo.spellings = spellings ?? [:]
    spelling = Spelling(renamed: renamed)
  }

  /// Per top-level member (by canonical key): its value, its canonical form when that differs,
  /// and the renames found inside it.
  typealias Memo = [String: (value: JSONValue, converted: JSONValue?, renamed: [JSONPath: String])]

  /// True when the message used a lowerCamelCase field name anywhere.
  public var hasCamelSpellings: Bool { !spelling.isEmpty }

  /// `path` (canonical, starting at `message`) as the user spelled it.
  public func written(_ path: JSONPath) -> JSONPath { spelling.written(path) }

  private static func canonicalize(
    _ object: JSONObject, schemaPath: String, path: JSONPath, schema: FieldSchema,
    renamed: inout [JSONPath: String], memo: inout Memo?
  ) -> JSONObject? {
    let previous = memo
    if memo != nil { memo = [:] }
    var members: [JSONObject.Member] = []
    members.reserveCapacity(object.count)
    var changed = false
    for member in object {
      guard let field = schema.child(member.key, of: schemaPath) else {
        members.append(member)
        continue
      }
      var member = member
      if member.key != field.key {
        // The camel spelling; the snake one, if also present, wins and this one is dropped.
        if object[field.key] != nil {
          changed = true
          continue
        }
        renamed[path.appending(field.key)] = member.key
        member.key = field.key
        changed = true
      }
      let entry: (value: JSONValue, converted: JSONValue?, renamed: [JSONPath: String])
      if let last = previous?[field.key], last.value == member.value {
        entry = last
      } else {
        var inside: [JSONPath: String] = [:]
        let converted = convert(
          member.value, field: field, path: path.appending(field.key), schema: schema,
          renamed: &inside)
        entry = (member.value, converted, inside)
      }
      memo?[field.key] = entry
      renamed.merge(entry.renamed) { $1 }
      if let converted = entry.converted {
        member.value = converted
        changed = true
      }
      members.append(member)
    }
    return changed ? JSONObject(uncheckedMembers: members) : nil
  }

  /// The canonical form of one field's value (at `path`), nil when it has none of its own.
  private static func convert(
    _ value: JSONValue, field: Field, path: JSONPath, schema: FieldSchema,
    renamed: inout [JSONPath: String]
  ) -> JSONValue? {
    var none: Memo? = nil
    switch value {
    case .object(let child) where FieldSchema.hasProtoMembers(field.path, kind: field.kind):
      return canonicalize(
        child, schemaPath: field.path, path: path, schema: schema, renamed: &renamed,
        memo: &none
      ).map(JSONValue.object)
    case .array(let items) where field.kind == .objectList:
      var newItems = items
      var changed = false
      for (i, item) in items.enumerated() {
        guard case .object(let element) = item else { continue }
        if let converted = canonicalize(
          element, schemaPath: field.path + "[]", path: path.appending(index: i),
          schema: schema, renamed: &renamed, memo: &none)
        {
          newItems[i] = .object(converted)
          changed = true
        }
      }
      return changed ? .array(newItems) : nil
    default:
      return nil
    }
  }
}
