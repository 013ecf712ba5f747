extension JSONValue {
  /// The value at `path`, or nil when any step is missing or of the wrong kind.
  public subscript(path path: JSONPath) -> JSONValue? {
    var current = self
    for component in path.components {
      switch (component, current) {
      case (.key(let k), .object(let o)):
        guard let next = o[k] else { return nil }
        current = next
      case (.index(let i), .array(let a)):
        guard a.indices.contains(i) else { return nil }
        current = a[i]
      default:
        return nil
      }
    }
    return current
  }

  /// Sets (or with `nil`, removes) the value at `path`.
  ///
  /// Missing objects along the way are created. Removing a value also removes parent objects
  /// left empty by it, so clearing the last Android field removes `android` altogether.
  /// A step through a non-object (or an out-of-range index) leaves the value unchanged.
  public mutating func setValue(_ newValue: JSONValue?, at path: JSONPath) {
    self = JSONValue.setting(newValue, at: path.components[...], in: self) ?? .object([:])
  }

  private static func setting(
    _ newValue: JSONValue?, at path: ArraySlice<JSONPath.Component>, in value: JSONValue?
  ) -> JSONValue? {
    guard let first = path.first else { return newValue }
    let rest = path.dropFirst()
    switch first {
    case .key(let k):
      var object: JSONObject
      switch value {
      case .object(let o): object = o
      case nil, .null: object = JSONObject()
      default: return value
      }
      if newValue == nil, object[k] == nil { return value }
      let updated = setting(newValue, at: rest, in: object[k])
      object[k] = (newValue == nil && updated?.isEmptyContainer == true) ? nil : updated
      if newValue == nil, object.isEmpty { return nil }
      return .object(object)
    case .index(let i):
      guard case .array(var array) = value else { return value }
      if i == array.count, let newValue, rest.isEmpty {
        array.append(newValue)
        return .array(array)
      }
      guard array.indices.contains(i) else { return value }
      if let updated = setting(newValue, at: rest, in: array[i]) {
        array[i] = updated
      } else {
        array.remove(at: i)
      }
      return .array(array)
    }
  }
}
