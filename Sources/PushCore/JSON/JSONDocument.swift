/// The result of parsing a JSON text: the value plus facts a validator may want to warn about.
public struct JSONDocument: Sendable, Hashable {
  /// The parsed value. A repeated object key keeps its first position and its last value.
  public var value: JSONValue
  /// The path of every repeated object key, in the order the repeats appear in the text
  /// (e.g. `message.data.score` when `"score"` occurs twice inside `data`).
  public var duplicateKeys: [JSONPath]

  /// Creates a document.
  public init(value: JSONValue, duplicateKeys: [JSONPath] = []) {
    self.value = value
    self.duplicateKeys = duplicateKeys
  }
}
