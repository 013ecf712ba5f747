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
        message, schemaPath: "message", path: Self.messagePath, schema: schema,
        renamed: &renamed)
      ?? message
    spelling = Spelling(renamed: renamed)
  }

  /// A message already in canonical spelling, read as `spelling` says it was written.
  init(canonical: JSONObject, spelling: Spelling) {
    self.canonical = canonical
    self.spelling = spelling
  }

  /// Reads `message`, reusing the conversions of top-level members unchanged since `memo`
  /// was filled (by the previous reading of the same message, edited), and the spelling
  /// while no member's renamings changed.
  init(_ message: JSONObject, memo: inout Memo) {
    if Self.updateInPlace(message, memo: &memo) {
      // Snake-case keys in the remembered order, only scalars changed: nothing to convert.
      canonical = message
      spelling = memo.spelling
      return
    }
    let schema = FieldSchema.shared
    var entries: [Memo.Entry] = []
    entries.reserveCapacity(message.count)
    var members: [JSONObject.Member] = []
    members.reserveCapacity(message.count)
    var changed = false
    var sameRenames = true
    for member in message {
      let position = entries.count
      let inPlace =
        memo.entries.indices.contains(position)
        && JSONObject.sameKey(memo.entries[position].key, member.key)
      let index =
        inPlace ? position : memo.entries.firstIndex { JSONObject.sameKey($0.key, member.key) }
      let hit = index.map { memo.entries[$0] }
      sameRenames = sameRenames && inPlace
      let written = member.key
      let fieldKey: String?
      if let hit {
        fieldKey = hit.fieldKey
      } else {
        fieldKey = schema.child(written, of: "message")?.key
      }
      guard let fieldKey else {
        entries.append(Memo.Entry(key: written, fieldKey: nil, value: member.value))
        members.append(member)
        continue
      }
      var member = member
      if written != fieldKey {
        // The camel spelling; the snake one, if also present, wins and this one is dropped.
        if message[fieldKey] != nil {
          changed = true
          continue
        }
        member.key = fieldKey
        changed = true
      }
      var entry: Memo.Entry
      if let hit, hit.value == member.value {
        entry = hit
      } else if let hit, hit.converted == nil, Self.sameShape(hit.value, member.value) {
        // Only scalars changed (typing a title): the spelling is the same.
        entry = hit
        entry.value = member.value
      } else {
        entry = Memo.Entry(key: written, fieldKey: fieldKey, value: member.value)
        if let field = schema.child(written, of: "message") {
          entry.converted = Self.convert(
            member.value, field: field, path: Self.messagePath.appending(fieldKey),
            schema: schema, renamed: &entry.renamed)
        }
        sameRenames = sameRenames && hit?.renamed == entry.renamed
      }
      entries.append(entry)
      if let converted = entry.converted {
        member.value = converted
        changed = true
      }
      members.append(member)
    }
    canonical = changed ? JSONObject(uncheckedMembers: members) : message
    if sameRenames, entries.count == memo.entries.count {
      spelling = memo.spelling
    } else {
      var renamed: [JSONPath: String] = [:]
      for entry in entries {
        guard let fieldKey = entry.fieldKey else { continue }
        if entry.key != fieldKey { renamed[Self.messagePath.appending(fieldKey)] = entry.key }
        renamed.merge(entry.renamed) { $1 }
      }
      spelling = Spelling(renamed: renamed)
    }
    memo = Memo(entries: entries, spelling: spelling)
  }

  /// The reading of a message with the remembered members, in the remembered order, written
  /// under their field names (or unknown) and none converted, where at most scalars changed
  /// (typing a title): the same message, spelling and memo the full reading gives, the memo
  /// updated in place. False (memo untouched) for any other message.
  private static func updateInPlace(_ message: JSONObject, memo: inout Memo) -> Bool {
    guard message.count == memo.entries.count else { return false }
    var changed: [Int] = []
    // Read in place: copying each entry (a dictionary and four values) cost more than this.
    for (i, member) in message.enumerated() {
      guard JSONObject.sameKey(memo.entries[i].key, member.key), memo.entries[i].converted == nil,
        memo.entries[i].fieldKey.map({ $0 == member.key }) ?? true
      else { return false }
      if memo.entries[i].value == member.value { continue }
      guard memo.entries[i].fieldKey == nil || sameShape(memo.entries[i].value, member.value)
      else { return false }
      changed.append(i)
    }
    for i in changed { memo.entries[i].value = message[i].value }
    return true
  }

  /// What one reading of a message found, for the next reading of it (edited) to reuse.
  struct Memo: Sendable {
    /// Per top-level member, in order (dropped camel spellings left out): the key as written,
    /// its field's key (nil for unknown keys), its value, its canonical form when that
    /// differs, and the renames found inside it.
    struct Entry: Sendable {
      var key: String
      var fieldKey: String?
      var value: JSONValue
      var converted: JSONValue? = nil
      var renamed: [JSONPath: String] = [:]
    }

    var entries: [Entry] = []
    /// The spelling the entries make.
    var spelling = Spelling.canonical
  }

  private static let messagePath: JSONPath = "message"

  /// Whether `b` differs from `a` at most in scalar members of objects: then it has the same
  /// keys, at the same places, and converts exactly as `a` does (only keys and containers
  /// are converted).
  private static func sameShape(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      guard x.count == y.count else { return false }
      return zip(x, y).allSatisfy { m, n in
        JSONObject.sameKey(m.key, n.key)
          && (isScalar(m.value) && isScalar(n.value) || sameShape(m.value, n.value))
      }
    default:
      return isScalar(a) && isScalar(b) || a == b
    }
  }

  private static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: false
    default: true
    }
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
      if let converted = convert(
        member.value, field: field, path: path.appending(field.key), schema: schema,
        renamed: &renamed)
      {
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
    switch value {
    case .object(let child) where FieldSchema.hasProtoMembers(field.path, kind: field.kind):
      return canonicalize(
        child, schemaPath: field.path, path: path, schema: schema, renamed: &renamed
      ).map(JSONValue.object)
    case .array(let items) where field.kind == .objectList:
      var newItems = items
      var changed = false
      for (i, item) in items.enumerated() {
        guard case .object(let element) = item else { continue }
        if let converted = canonicalize(
          element, schemaPath: field.path + "[]", path: path.appending(index: i),
          schema: schema, renamed: &renamed)
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
