extension JSONValue {
  /// Replaces the string at `path` with `text` where it is stored, when it is exactly
  /// `expected` (the same code points; Swift's `==` would accept a canonically equivalent
  /// one); returns whether it was.
  mutating func replaceString(at path: JSONPath, expected: String, with text: String) -> Bool {
    modify(at: path) { value in
      guard case .string(let s) = value, JSONObject.sameKey(s, expected) else { return false }
      value = .string(text)
      return true
    } ?? false
  }

  /// Runs `body` on the value at `path` where it is stored, or returns nil when there is none.
  /// Unlike `setValue(_:at:)`, the containers along the path are changed in place: only those
  /// another value still shares are copied.
  mutating func modify<R>(at path: JSONPath, _ body: (inout JSONValue) -> R) -> R? {
    modify(at: path.components[...], body)
  }

  private mutating func modify<R>(
    at path: ArraySlice<JSONPath.Component>, _ body: (inout JSONValue) -> R
  ) -> R? {
    guard let first = path.first else { return body(&self) }
    let rest = path.dropFirst()
    // `self` is matched alone (a tuple holding it would keep a second reference).
    switch first {
    case .key(let key):
      guard case .object(var object) = self, let i = object.index(forKey: key) else { return nil }
      self = .null  // the object's only reference is now `object`
      defer { self = .object(object) }
      return object.modifyValue(atPosition: i) { $0.modify(at: rest, body) }
    case .index(let i):
      guard case .array(var items) = self, items.indices.contains(i) else { return nil }
      self = .null
      defer { self = .array(items) }
      return items[i].modify(at: rest, body)
    }
  }

  /// Whether `a` and `b` are containers of one stored array of members or items (one was
  /// copied from the other and neither changed since): then they are the same value, known
  /// without reading it. False for scalars.
  public static func sharesStorage(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)): x.sharesStorage(with: y)
    case (.array(let x), .array(let y)): sameBuffer(x, y)
    default: false
    }
  }

  /// Whether two arrays are one storage.
  static func sameBuffer<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count }
    }
  }

  /// Whether both are the same JSON, byte for byte: strings and keys compared by code point
  /// (not by Swift's canonical equivalence); containers that share storage settle at once.
  static func sameBytes(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): return JSONObject.sameKey(x, y)
    case (.object(let x), .object(let y)): return JSONObject.sameBytes(x, y)
    case (.array(let x), .array(let y)):
      guard x.count == y.count else { return false }
      return sharesStorage(a, b) || zip(x, y).allSatisfy { sameBytes($0, $1) }
    case (.number(let x), .number(let y)): return x.text == y.text
    default: return a == b
    }
  }
}

extension JSONObject {
  /// Whether both objects have the same members in the same order, byte for byte (see
  /// `JSONValue.sameBytes`).
  static func sameBytes(_ a: JSONObject, _ b: JSONObject) -> Bool {
    guard a.count == b.count else { return false }
    if a.sharesStorage(with: b) { return true }
    return zip(a, b).allSatisfy {
      sameKey($0.key, $1.key) && JSONValue.sameBytes($0.value, $1.value)
    }
  }

  /// Whether both objects' members are one stored array (one was copied from the other and
  /// neither changed since): then they are the same object, known without reading it.
  public func sharesStorage(with other: JSONObject) -> Bool {
    JSONValue.sameBuffer(members, other.members)
  }
}
