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
    canonical =
      Self.canonicalize(
        message, schemaPath: "message", path: "message", schema: schema, renamed: &renamed)
      ?? message
    spelling = Spelling(renamed: renamed)
  }

  /// True when the message used a lowerCamelCase field name anywhere.
  public var hasCamelSpellings: Bool { !spelling.isEmpty }

  /// `path` (canonical, starting at `message`) as the user spelled it.
  public func written(_ path: JSONPath) -> JSONPath { spelling.written(path) }

  private static func canonicalize(
    _ object: JSONObject, schemaPath: String, path: JSONPath, schema: FieldSchema,
    renamed: inout [JSONPath: String]
  ) -> JSONObject? {
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
      let here = path.appending(field.key)
      switch member.value {
      case .object(let child) where FieldSchema.hasProtoMembers(field.path, kind: field.kind):
        if let converted = canonicalize(
          child, schemaPath: field.path, path: here, schema: schema, renamed: &renamed)
        {
          member.value = .object(converted)
          changed = true
        }
      case .array(let items) where field.kind == .objectList:
        var newItems = items
        for (i, item) in items.enumerated() {
          guard case .object(let element) = item else { continue }
          if let converted = canonicalize(
            element, schemaPath: field.path + "[]", path: here.appending(index: i),
            schema: schema, renamed: &renamed)
          {
            newItems[i] = .object(converted)
            member.value = .array(newItems)
            changed = true
          }
        }
      default:
        break
      }
      members.append(member)
    }
    return changed ? JSONObject(uncheckedMembers: members) : nil
  }
}
