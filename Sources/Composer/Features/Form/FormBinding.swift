import PushCore

/// Reads and writes form items against the draft. The only place that knows what a console
/// composite (sound, expiry, target kind, recipients) means in terms of v1 fields.
public enum FormBinding {
  /// The text an editor starts with for `field`.
  public static func text(of field: FormField, in draft: Draft) -> String {
    switch field.binding {
    case .schema(let f):
      return FieldCodec.text(of: draft.value(at: PathCache.path(of: f, in: draft)), kind: f.kind)
    case .draftName: return draft.name ?? ""
    case .draftNotes: return draft.notes ?? ""
    case .recipients: return draft.recipientTokens.joined(separator: "\n")
    case .audienceFile: return draft.audienceFile ?? ""
    case .expiry:
      guard let value = draft.value(at: "console.expires") else { return "" }
      return Expiry(json: value)?.text ?? value.stringValue ?? ""
    case .extraMembers(let f):
      let extra = extraMembers(of: f, in: draft)
      return extra.isEmpty ? "" : JSONWriter.string(.object(extra))
    case .targetKind: return TargetKind.current(in: draft).label
    case .consoleSound: return isSoundOn(field, in: draft) ? "on" : "off"
    case .schedule(let member): return member.text(in: draft)
    }
  }

  /// Where in the draft `field`'s value is read from (canonical spellings): its value changes
  /// only when the draft changes at one of these paths or below. Its own path, but for the
  /// composites that read several (`text(of:in:)`).
  static func readPaths(of field: FormField) -> [JSONPath] {
    switch field.binding {
    case .targetKind:
      TargetKind.allCases.compactMap {
        $0.messageKey.map { JSONPath([.key("message"), .key($0)]) }
      }
    case .consoleSound(let fields): fields.map(\.jsonPath)
    case .schedule: [Schedule.path]
    default: field.path.map { [$0] } ?? []
    }
  }

  /// Applies editor text to the draft. Returns why the text cannot be applied (a JSON syntax
  /// error with line and column); the draft is then left as it was.
  @discardableResult
  public static func apply(_ text: String, to field: FormField, in draft: inout Draft) -> String? {
    switch field.binding {
    case .schema(let f):
      switch FieldCodec.value(of: text, kind: f.kind) {
      case .success(let value): set(value, for: f, in: &draft)
      case .failure(let error): return error.description
      }
    case .draftName: draft.name = text.isEmpty ? nil : text
    case .draftNotes: draft.notes = text.isEmpty ? nil : text
    case .recipients:
      draft.recipientTokens = text.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    case .audienceFile:
      let path = text.trimmingCharacters(in: .whitespaces)
      draft.audienceFile = path.isEmpty ? nil : path
    case .expiry:
      let value: JSONValue? = text.isEmpty ? nil : (Expiry(text: text)?.json ?? .string(text))
      draft.setValue(value, at: "console.expires")
    case .extraMembers(let f):
      if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        setExtraMembers([:], of: f, in: &draft)
        return nil
      }
      do {
        let value = try JSONParser.parse(text)
        guard let object = value.objectValue else {
          return "custom keys must be a JSON object { … }, found \(value.kindName)"
        }
        setExtraMembers(object, of: f, in: &draft)
      } catch {
        return error.description
      }
    case .schedule(let member): member.apply(text, in: &draft)
    case .targetKind, .consoleSound:
      break
    }
    return nil
  }

  /// Sets a schema field's value, turning a string-or-object parent (`aps.alert`, `aps.sound`)
  /// that is currently a string into an object first so nothing is lost.
  static func set(_ value: JSONValue?, for field: Field, in draft: inout Draft) {
    let path = PathCache.path(of: field, in: draft)
    if let parent = FieldSchema.shared.field(at: field.parentPath),
      parent.rules.contains(.orString),
      let current = draft.value(at: path.parent)?.stringValue
    {
      let key = parent.key == "alert" ? "body" : "name"
      draft.setValue([key: .string(current)], at: path.parent)
    }
    draft.setValue(value, at: path)
  }

  /// Whether the console's Sound switch is on: every sound field says "default".
  public static func isSoundOn(_ field: FormField, in draft: Draft) -> Bool {
    guard case .consoleSound(let fields) = field.binding, !fields.isEmpty else { return false }
    return fields.allSatisfy {
      draft.value(at: PathCache.path(of: $0, in: draft))?.stringValue == "default"
    }
  }

  /// Flips the console's Sound switch.
  public static func toggleSound(_ field: FormField, in draft: inout Draft) {
    guard case .consoleSound(let fields) = field.binding else { return }
    let on = !isSoundOn(field, in: draft)
    for f in fields { set(on ? .string("default") : nil, for: f, in: &draft) }
  }

  /// Switches the target kind: clears the other message targets (exactly one target) and
  /// leaves the new one empty for typing.
  public static func setTargetKind(_ kind: TargetKind, in draft: inout Draft) {
    var message = draft.message
    for other in TargetKind.allCases where other != kind {
      if let key = other.messageKey { message[key] = nil }
    }
    if let key = kind.messageKey, message[key] == nil { message[key] = .string("") }
    draft.message = message
  }

  static func extraMembers(of field: Field, in draft: Draft) -> JSONObject {
    let own = Set(FieldSchema.shared.children(of: field.path).map(\.key))
    let object = draft.value(at: PathCache.path(of: field, in: draft))?.objectValue ?? [:]
    return JSONObject(object.filter { !own.contains($0.key) }.map { ($0.key, $0.value) })
  }

  static func setExtraMembers(_ extra: JSONObject, of field: Field, in draft: inout Draft) {
    let own = Set(FieldSchema.shared.children(of: field.path).map(\.key))
    let object = draft.value(at: PathCache.path(of: field, in: draft))?.objectValue ?? [:]
    var kept = JSONObject(object.filter { own.contains($0.key) }.map { ($0.key, $0.value) })
    for member in extra where !own.contains(member.key) { kept[member.key] = member.value }
    draft.setValue(kept.isEmpty ? nil : .object(kept), at: PathCache.path(of: field, in: draft))
  }
}
