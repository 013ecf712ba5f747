import Foundation

/// A JSON number, kept as its literal text so that round trips are byte-stable
/// (`1.0` stays `1.0`, a 20-digit integer keeps every digit).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number exactly as written in JSON.
  public let text: String

  /// Wraps number text already known to match the JSON number grammar (the parser's job).
  public init(uncheckedText text: String) { self.text = text }

  /// Parses `text` if it is a valid JSON number literal.
  public init?(text: String) {
    guard JSONNumber.isValidLiteral(text) else { return nil }
    self.text = text
  }

  /// An integer number.
  public init(_ value: Int) { self.text = String(value) }

  /// A floating-point number written in the shortest form that round-trips.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    if value == value.rounded(), abs(value) < 1e15 {
      self.text = String(Int(value))
    } else {
      self.text = "\(value)"
    }
  }

  /// The literal text.
  public var description: String { text }

  /// The value as a Double (always available for valid literals, possibly rounded or infinite).
  public var doubleValue: Double? { Double(text) }

  /// The value as an exact integer, if it is one: `3`, `3.0` and `3e0` all give 3.
  public var intValue: Int? {
    if let i = Int(text) { return i }
    guard let d = Double(text), d.isFinite, d == d.rounded(), abs(d) < 9e15 else { return nil }
    return Int(d)
  }

  /// True when `text` matches the JSON number grammar (RFC 8259 §6).
  public static func isValidLiteral(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    guard let first = bytes.first else { return false }
    if first == UInt8(ascii: "0") {
      bytes = bytes.dropFirst()
    } else if isDigit(first) {
      bytes = bytes.drop(while: isDigit)
    } else {
      return false
    }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard let d = bytes.first, isDigit(d) else { return false }
      bytes = bytes.drop(while: isDigit)
    }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let s = bytes.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard let d = bytes.first, isDigit(d) else { return false }
      bytes = bytes.drop(while: isDigit)
    }
    return bytes.isEmpty
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
