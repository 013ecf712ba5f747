import Foundation

/// A strict RFC 8259 JSON parser that keeps member order and number text.
///
/// - Every JSON text RFC 8259 allows is accepted; anything else is rejected with a
///   `JSONSyntaxError` naming the line, column and mistake (comments, trailing commas, single
///   quotes and other common slips get their own messages).
/// - A repeated object key keeps its first position and its last value (what FCM does);
///   `parseDocument` also reports where the repeats are.
/// - Numbers keep their literal text (`1.50` stays `1.50`).
/// - Strings must be valid UTF-8; escapes are decoded, including surrogate pairs. A lone
///   surrogate escape (`"\uD800"`) is rejected, since a Swift `String` cannot hold it.
/// - A leading UTF-8 byte order mark is skipped.
/// - Containers may nest at most `maximumDepth` levels. The parser is iterative, so no input
///   can exhaust the stack.
public enum JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512

  /// Parses UTF-8 JSON text.
  public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    try parseDocument(data).value
  }

  /// Parses JSON text.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parseDocument(text).value
  }

  /// Parses UTF-8 JSON text, also reporting repeated keys.
  public static func parseDocument(_ data: Data) throws(JSONSyntaxError) -> JSONDocument {
    let result = data.withUnsafeBytes { raw in
      run(
        UnsafeBufferPointer(
          start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
    }
    return try result.get()
  }

  /// Parses JSON text, also reporting repeated keys.
  public static func parseDocument(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    var text = text
    let result = text.withUTF8 { run($0) }
    return try result.get()
  }

  /// Parses UTF-8 JSON text held in memory the caller owns, also reporting repeated keys.
  public static func parseDocument(
    bytes: UnsafeBufferPointer<UInt8>
  ) throws(JSONSyntaxError) -> JSONDocument {
    try run(bytes).get()
  }

  private static func run(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<JSONDocument, JSONSyntaxError> {
    var engine = JSONParserEngine(bytes)
    do {
      return .success(try engine.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}
