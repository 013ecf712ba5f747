extension Profile {
  /// Reads a duplicate-send window: a whole number of seconds, or a number with `s`, `m`,
  /// `h` or `d` (`24h`, `90m`, `2d`); `0` turns the finished-campaign check off. Nil when
  /// the text is none of these.
  public static func windowSeconds(_ text: String) -> Double? {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
    var number = Substring(text)
    var scale = 1.0
    if let last = number.last, let unit = units[last] {
      scale = unit
      number = number.dropLast()
    }
    guard let value = Double(number), value >= 0, value.isFinite, value <= 365 * 86_400 / scale
    else { return nil }
    return value * scale
  }
}
