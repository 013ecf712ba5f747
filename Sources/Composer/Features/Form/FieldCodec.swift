import PushCore

/// Converts between a field's JSON value and the text its editor shows.
///
/// Input is kept even when it is not valid for the field (a badge of "abc" is stored as the
/// string "abc"), so nothing typed is lost and the validator can say what is wrong.
public enum FieldCodec {
  /// The editor text for a JSON value of `kind`.
  public static func text(of value: JSONValue?, kind: FieldKind) -> String {
    guard let value else { return "" }
    switch (kind, value) {
    case (_, .string(let s)): return s
    case (.stringList, .array(let items)), (.numberList, .array(let items)),
      (.durationList, .array(let items)):
      return items.map { $0.stringValue ?? JSONWriter.string($0, style: .compact) }
        .joined(separator: "\n")
    case (.colorObject, .object(let object)):
      return hex(of: object) ?? JSONWriter.string(value, style: .compact)
    case (.json, _), (.objectList, _):
      return JSONWriter.string(value)
    case (_, .number(let n)): return n.text
    case (_, .bool(let b)): return b ? "true" : "false"
    default: return JSONWriter.string(value, style: .compact)
    }
  }

  /// The JSON value for editor text; nil (remove the key) for empty text.
  /// For `.json` kinds, invalid JSON gives `.failure` with the parser's message.
  public static func value(of text: String, kind: FieldKind) -> Result<JSONValue?, JSONSyntaxError>
  {
    if text.isEmpty { return .success(nil) }
    switch kind {
    case .integer:
      return .success(Int(text).map { .number(JSONNumber($0)) } ?? .string(text))
    case .number:
      return .success(JSONNumber(text: text).map { .number($0) } ?? .string(text))
    case .stringList, .durationList:
      return .success(.array(lines(text).map { .string($0) }))
    case .numberList:
      return .success(
        .array(lines(text).map { JSONNumber(text: $0).map { .number($0) } ?? .string($0) }))
    case .colorObject:
      return .success(ValueFormats.colorObject(fromHex: text) ?? .string(text))
    case .json, .objectList:
      do {
        return .success(try JSONParser.parse(text))
      } catch {
        return .failure(error)
      }
    default:
      return .success(.string(text))
    }
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// `#rrggbb` (or `#rrggbbaa` when alpha is not 1) for a colour object.
  static func hex(of object: JSONObject) -> String? {
    func byte(_ key: String, default fallback: Double) -> Int? {
      guard let v = object[key] else { return Int((fallback * 255).rounded()) }
      guard let d = v.numberValue?.doubleValue, (0...1).contains(d) else { return nil }
      return Int((d * 255).rounded())
    }
    guard let r = byte("red", default: 0), let g = byte("green", default: 0),
      let b = byte("blue", default: 0), let a = byte("alpha", default: 1)
    else { return nil }
    let parts = a == 255 ? [r, g, b] : [r, g, b, a]
    return "#" + parts.map { String(format2: $0) }.joined()
  }
}

extension String {
  /// Two lowercase hex digits.
  init(format2 value: Int) {
    let s = String(value, radix: 16)
    self = s.count == 1 ? "0" + s : s
  }
}
