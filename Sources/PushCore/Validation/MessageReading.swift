/// A read-only view of the canonical message for the cross-field rules, which notes the path of
/// every string whose text it hands out: what a rule family read, for the next validation to
/// know whether typing into a string can change that family's findings (`RuleFamily`).
///
/// Typing changes one string's text and nothing else (`LeafEdit`): presence, kinds, keys and
/// counts stay as they were, so those are read without a note. A value handed out whole
/// (`whole()`) notes its path, and any string inside it counts as read.
struct MessageReading {
  /// The paths read, shared by every reading taken from one root.
  final class Log {
    private(set) var paths: [JSONPath] = []

    func note(_ components: [JSONPath.Component]) { paths.append(JSONPath(components)) }
  }

  private let value: JSONValue
  private let components: [JSONPath.Component]
  private let log: Log?

  private init(_ value: JSONValue, components: [JSONPath.Component], log: Log?) {
    self.value = value
    self.components = components
    self.log = log
  }

  /// The canonical `message` (at `message`), noting its reads in `log`.
  init(message: JSONObject, log: Log) {
    self.init(.object(message), components: [.key("message")], log: log)
  }

  /// An empty object at no path, for `?? .empty` where a rule treats a missing object so.
  static var empty: MessageReading { MessageReading(.object([:]), components: [], log: nil) }

  /// The member `key`, if this is an object that has it.
  subscript(key: String) -> MessageReading? {
    guard case .object(let object) = value, let member = object[key] else { return nil }
    return MessageReading(member, components: components + [.key(key)], log: log)
  }

  /// The value at `path` below this one (its keys only).
  func descendant(_ path: some Sequence<JSONPath.Component>) -> MessageReading? {
    var reading = self
    for component in path {
      guard case .key(let key) = component, let next = reading[key] else { return nil }
      reading = next
    }
    return reading
  }

  /// This reading when it is an object.
  var objectValue: MessageReading? {
    if case .object = value { return self }
    return nil
  }

  /// The string's text (noted as read), if this is a string.
  var stringValue: String? {
    guard case .string(let s) = value else { return nil }
    log?.note(components)
    return s
  }

  /// The boolean, if this is one (typing never makes or changes one).
  var boolValue: Bool? { value.boolValue }

  /// The number, if this is one (typing never makes or changes one).
  var numberValue: JSONNumber? { value.numberValue }

  /// The object's keys, in order (empty for other values).
  var keys: [String] { value.objectValue?.keys ?? [] }

  /// True for an empty object, and for any value that is not an object.
  var isEmpty: Bool { value.objectValue?.isEmpty ?? true }

  /// The object's members, each as a reading (none for other values).
  var members: [(key: String, value: MessageReading)] {
    guard case .object(let object) = value else { return [] }
    return object.map {
      ($0.key, MessageReading($0.value, components: components + [.key($0.key)], log: log))
    }
  }

  /// The value itself, noted as read whole.
  func whole() -> JSONValue {
    log?.note(components)
    return value
  }
}
