/// Appending text to a byte buffer without building intermediate strings: what journal
/// records and report lines are written with, once per recipient.
extension Array where Element == UInt8 {
  /// Appends `text`'s UTF-8 bytes.
  mutating func appendText(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends `value` in decimal, as `String(value)` writes it.
  mutating func appendDecimal(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var width = 1
    var probe = magnitude
    while probe >= 10 {
      probe /= 10
      width += 1
    }
    append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
    var index = count - 1
    repeat {
      self[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      index -= 1
    } while magnitude > 0
  }
}
