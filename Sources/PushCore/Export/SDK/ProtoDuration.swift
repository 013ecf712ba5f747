/// A `google.protobuf.Duration` as written in JSON (`"3.5s"`), kept exactly: whole seconds plus
/// nanoseconds, so every SDK literal can be produced without floating-point rounding.
struct ProtoDuration: Sendable, Hashable {
  var seconds: Int
  var nanos: Int

  init(seconds: Int, nanos: Int = 0) {
    self.seconds = seconds
    self.nanos = nanos
  }

  /// Parses `"3s"`, `"0.5s"`, `"3.000000001s"`; nil for anything else (negative, no `s`, more
  /// than 9 fractional digits).
  init?(json text: String) {
    guard text.hasSuffix("s") else { return nil }
    let number = text.dropLast()
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
      whole.allSatisfy(\.isASCIIDigit), let seconds = Int(whole)
    else { return nil }
    var nanos = 0
    if parts.count == 2 {
      let fraction = parts[1]
      guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(\.isASCIIDigit),
        let value = Int(fraction.padding(toLength: 9, withPad: "0", startingAt: 0))
      else { return nil }
      nanos = value
    }
    self.init(seconds: seconds, nanos: nanos)
  }

  /// Seconds as a decimal literal: `259200`, `3.5`, `0.000000001`.
  var secondsLiteral: String {
    guard nanos > 0 else { return String(seconds) }
    return "\(seconds)." + Self.trimmed(nanos, digits: 9)
  }

  /// Milliseconds as a decimal literal: `259200000`, `3500`, `0.5`.
  var millisecondsLiteral: String {
    let whole = seconds * 1000 + nanos / 1_000_000
    let rest = nanos % 1_000_000
    guard rest > 0 else { return String(whole) }
    return "\(whole)." + Self.trimmed(rest, digits: 6)
  }

  /// Whole milliseconds, if the duration is a whole number of them.
  var wholeMilliseconds: Int? {
    nanos % 1_000_000 == 0 ? seconds * 1000 + nanos / 1_000_000 : nil
  }

  /// Whole microseconds, if the duration is a whole number of them (Python `timedelta`).
  var isWholeMicroseconds: Bool { nanos % 1000 == 0 }

  /// `value` as exactly `digits` digits with trailing zeros removed.
  private static func trimmed(_ value: Int, digits: Int) -> String {
    var text = String(value)
    text = String(repeating: "0", count: max(0, digits - text.count)) + text
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
