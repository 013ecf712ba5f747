/// A `google.type.Color` (`{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}`) as the `#rrggbb` /
/// `#rrggbbaa` string the Admin SDKs take for `LightSettings.color`.
struct ColorHex: Sendable, Hashable {
  /// `#rrggbb`, or `#rrggbbaa` when alpha is not 1.
  var hex: String
  /// False when a channel is not a multiple of 1/255 (the SDKs send n/255).
  var isExact: Bool

  init?(json: JSONObject) {
    var digits = ""
    var exact = true
    for key in ["red", "green", "blue"] {
      guard let value = json[key]?.numberValue?.doubleValue else { return nil }
      digits += Self.channel(value, exact: &exact)
    }
    if let alpha = json["alpha"] {
      guard let value = alpha.numberValue?.doubleValue else { return nil }
      let text = Self.channel(value, exact: &exact)
      if text != "ff" { digits += text }
    }
    hex = "#" + digits
    isExact = exact
  }

  private static func channel(_ value: Double, exact: inout Bool) -> String {
    let scaled = min(max(value, 0), 1) * 255
    let rounded = scaled.rounded()
    if abs(scaled - rounded) > 1e-6 || value < 0 || value > 1 { exact = false }
    let text = String(Int(rounded), radix: 16)
    return text.count == 1 ? "0" + text : text
  }
}
