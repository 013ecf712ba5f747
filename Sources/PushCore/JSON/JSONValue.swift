/// An order-preserving JSON value.
///
/// Objects keep their members in source order and numbers keep their source text, so a
/// load → edit → save cycle changes only what the user changed. Unknown and free-form keys
/// (`apns.payload`, `webpush.notification`) survive untouched.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept as its literal text.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object with ordered members.
  case object(JSONObject)

  /// The JSON type name, as used in diagnostics ("expected a string, found a number").
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The string payload, if this is a string.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The object payload, if this is an object.
  public var objectValue: JSONObject? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// The array payload, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The boolean payload, if this is a boolean.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The number payload, if this is a number.
  public var numberValue: JSONNumber? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// True for `{}` and `[]`.
  public var isEmptyContainer: Bool {
    switch self {
    case .object(let o): o.isEmpty
    case .array(let a): a.isEmpty
    default: false
    }
  }

  /// Structural equality that ignores the order of object members (JSON semantics).
  /// Numbers compare by value when both parse as doubles, otherwise by text.
  public func isEquivalent(to other: JSONValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)):
      if a.text == b.text { return true }
      guard let x = a.doubleValue, let y = b.doubleValue else { return false }
      return x == y
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      return a.allSatisfy { member in
        guard let theirs = b[member.key] else { return false }
        return member.value.isEquivalent(to: theirs)
      }
    default: return false
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// A string value.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// An integer number value.
  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// A boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// An array value.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// An object value; a repeated key keeps its first position and last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue: ExpressibleByNilLiteral {
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
