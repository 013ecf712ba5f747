import Foundation
import PushCore

/// Interim adapter: converts `JSONSerialization` output into `JSONValue`.
///
/// Used only by `DraftLoader.interim` until the project's own order-preserving JSON parser
/// lands; then the real draft loader replaces it. Limitation: Foundation does not keep object
/// key order, so members come out sorted by key (FCM ignores order; `render` will keep it).
public enum FoundationJSON {
  /// Parses JSON bytes into a `JSONValue`; the error text is Foundation's.
  public static func parse(_ data: Data) throws -> JSONValue {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return convert(object)
  }

  /// Converts one `JSONSerialization` value.
  public static func convert(_ value: Any) -> JSONValue {
    switch value {
    case let dictionary as [String: Any]:
      return .object(
        JSONObject(dictionary.sorted { $0.key < $1.key }.map { ($0.key, convert($0.value)) }))
    case let array as [Any]:
      return .array(array.map(convert))
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      return convert(number)
    default:
      return .null
    }
  }

  private static func convert(_ number: NSNumber) -> JSONValue {
    let type = String(cString: number.objCType)
    if type == "c" || type == "B" { return .bool(number.boolValue) }
    if type == "d" || type == "f" {
      return JSONNumber(number.doubleValue).map(JSONValue.number) ?? .null
    }
    return .number(JSONNumber(uncheckedText: number.stringValue))
  }
}
