import Foundation

/// Parsers for the scalar encodings FCM uses (proto3 JSON), shared by validation, rendering
/// and the composer's input conversion.
public enum ValueFormats {
  /// Seconds of a `google.protobuf.Duration` string such as `"3.5s"`; nil if malformed.
  public static func durationSeconds(_ text: String) -> Double? {
    guard text.hasSuffix("s") else { return nil }
    let number = text.dropLast()
    var digits = number[...]
    if digits.first == "-" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
      whole.allSatisfy(\.isASCIIDigit)
    else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...9).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit) else {
        return nil
      }
    }
    return Double(number)
  }

  /// Formats seconds the way the Admin SDKs do: `"123s"` or `"0.500000000s"`.
  public static func durationString(seconds: Double) -> String {
    if seconds == seconds.rounded() { return "\(Int(seconds))s" }
    let whole = Int(seconds.rounded(.down))
    let nanos = Int(((seconds - Double(whole)) * 1e9).rounded())
    let padded = String(nanos)
    return "\(whole)." + String(repeating: "0", count: max(0, 9 - padded.count)) + padded + "s"
  }

  /// Parses an RFC 3339 timestamp (`2024-05-01T12:00:00Z`, up to 9 fractional digits,
  /// `Z` or a `±hh:mm` offset).
  public static func rfc3339Date(_ text: String) -> Date? {
    let pattern =
      #"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$"#
    guard let match = text.range(of: pattern, options: .regularExpression), !match.isEmpty else {
      return nil
    }
    var trimmed = text
    if let dot = trimmed.firstIndex(of: ".") {
      let end = trimmed[dot...].firstIndex { !$0.isASCIIDigit && $0 != "." } ?? trimmed.endIndex
      trimmed.removeSubrange(dot..<end)
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: trimmed.uppercased())
  }

  /// True for `#rrggbb`.
  public static func isHexColor(_ text: String) -> Bool {
    text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
  }

  /// `#rrggbb` or `#rrggbbaa` → `{"red","green","blue","alpha"}` floats (the SDKs' conversion).
  public static func colorObject(fromHex text: String) -> JSONValue? {
    guard text.first == "#", text.count == 7 || text.count == 9,
      text.dropFirst().allSatisfy(\.isHexDigit)
    else { return nil }
    let hex = Array(text.dropFirst())
    func component(_ i: Int) -> JSONValue {
      let value = Int(String(hex[i * 2...i * 2 + 1]), radix: 16) ?? 0
      return .number(JSONNumber(Double(value) / 255) ?? JSONNumber(0))
    }
    var object: JSONObject = ["red": component(0), "green": component(1), "blue": component(2)]
    object["alpha"] = hex.count == 8 ? component(3) : .number(JSONNumber(1))
    return .object(object)
  }

  /// A parsed absolute URL's problems against the allowed schemes; nil when fine.
  public static func urlProblem(_ text: String, schemes: [String]) -> String? {
    let allowed = schemes.map { $0 + "://" }.joined(separator: " or ")
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
      return "is not a valid URL (expected \(allowed)…)"
    }
    guard schemes.contains(scheme) else {
      return schemes == ["https"]
        ? "must be an https:// URL (found \(scheme)://)"
        : "must start with \(allowed) (found \(scheme):)"
    }
    guard let host = url.host, !host.isEmpty else { return "has no host name" }
    if text.contains(" ") { return "contains a space; encode it as %20" }
    return nil
  }
}

extension Character {
  /// ASCII 0–9 only (not other scripts' digits).
  var isASCIIDigit: Bool { isASCII && isNumber }
}
