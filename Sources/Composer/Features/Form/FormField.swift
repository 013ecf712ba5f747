import PushCore

/// One editable item of the form: a schema field, or one of the console's own options that
/// has no single v1 field (name, target kind, recipients, sound, expiry).
public struct FormField: Sendable, Hashable, Identifiable {
  /// What the item reads and writes.
  public enum Binding: Sendable, Hashable {
    /// A v1 field at its JSON path.
    case schema(Field)
    /// The console's "Notification name" (draft metadata, never sent).
    case draftName
    /// Team notes (draft metadata).
    case draftNotes
    /// Which kind of target the message has.
    case targetKind
    /// The draft's recipient tokens, one per line (one send each).
    case recipients
    /// The draft's audience file (`recipients.audience`): one recipient per row, its columns
    /// the `{{variables}}` of the message.
    case audienceFile
    /// The console's Sound switch: `"default"` sound on every platform field labelled Sound.
    case consoleSound([Field])
    /// The console's Expires option, e.g. "3 days".
    case expiry
    /// The members of a free-form object other than the ones the schema lists (`apns.payload`
    /// keys beside `aps`), edited as JSON.
    case extraMembers(Field)
    /// A member of the draft's schedule (the Scheduling step).
    case schedule(ScheduleMember)
  }

  public var id: String {
    get { box.parts.id }
    set { change(\.id, newValue) }
  }
  public var label: String {
    get { box.parts.label }
    set { change(\.label, newValue) }
  }
  public var help: String {
    get { box.parts.help }
    set { change(\.help, newValue) }
  }
  public var editor: EditorKind {
    get { box.parts.editor }
    set { change(\.editor, newValue) }
  }
  public var binding: Binding {
    get { box.parts.binding }
    set { change(\.binding, newValue) }
  }
  /// Indent level in the form.
  public var depth: Int {
    get { box.parts.depth }
    set { change(\.depth, newValue) }
  }

  /// What the item is made of.
  private struct Parts: Sendable, Hashable {
    var id: String
    var label: String
    var help: String
    var editor: EditorKind
    var binding: Binding
    var depth: Int
  }

  /// The parts, shared by every copy and never changed: the form's items are copied on every
  /// layout, and one reference copies in a step what the strings, lists and schema field inside
  /// cost a dozen.
  private final class Box: Sendable {
    let parts: Parts
    init(_ parts: Parts) { self.parts = parts }
  }

  private var box: Box

  private mutating func change<Value>(_ part: WritableKeyPath<Parts, Value>, _ value: Value) {
    var parts = box.parts
    parts[keyPath: part] = value
    box = Box(parts)
  }

  public init(
    id: String, label: String, help: String, editor: EditorKind, binding: Binding, depth: Int
  ) {
    box = Box(
      Parts(id: id, label: label, help: help, editor: editor, binding: binding, depth: depth))
  }

  /// Items with equal parts are equal (the same box at once).
  public static func == (a: FormField, b: FormField) -> Bool {
    a.box === b.box || a.box.parts == b.box.parts
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.parts) }

  /// A schema field's form item.
  public init(schema field: Field, depth: Int) {
    self.init(
      id: field.path, label: field.label, help: field.help, editor: EditorKind(field.kind),
      binding: .schema(field), depth: depth)
  }

  /// The schema field behind the item, if any.
  public var schemaField: Field? {
    if case .schema(let f) = binding { return f }
    return nil
  }

  /// The JSON path (in the draft document) the item edits, when it edits exactly one place.
  public var path: JSONPath? {
    switch binding {
    case .schema(let f): f.jsonPath
    case .draftName: "name"
    case .draftNotes: "notes"
    case .recipients: "recipients.tokens"
    case .audienceFile: "recipients.audience"
    case .expiry: "console.expires"
    case .extraMembers(let f): f.jsonPath
    case .schedule(let member): member == .mode ? Schedule.path : member.path
    case .targetKind, .consoleSound: nil
    }
  }
}

/// A row of the form: a section heading or a field.
public enum FormItem: Sendable, Hashable {
  case section(String, depth: Int)
  case field(FormField)
}
