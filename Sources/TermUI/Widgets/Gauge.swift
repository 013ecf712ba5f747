/// A labelled usage bar, such as a platform's payload against its 4096-byte limit:
/// `Android ██████░░░░ 3012/4096 B`.
///
/// Roles: `ui.text` for the label; the bar and figures are `ui.gauge` normally,
/// `diagnostic.warning` from `warningFraction` of the limit and `diagnostic.error` over it.
/// The bar uses `█`/`░`, so it reads on a monochrome terminal too.
public struct Gauge: Widget, Sendable, Hashable {
  /// How close the value is to the limit.
  public enum Level: Sendable, Hashable {
    /// Comfortably under.
    case normal
    /// At or over `warningFraction` of the limit.
    case near
    /// Over the limit.
    case over
  }

  /// Text before the bar.
  public var label: String
  /// The measured amount.
  public var value: Int
  /// The limit.
  public var limit: Int
  /// The unit after the figures (`"B"`), if any.
  public var unit: String?
  /// The fraction of the limit from which the gauge shows as near.
  public var warningFraction = 0.9

  /// A gauge of `value` against `limit`.
  public init(label: String, value: Int, limit: Int, unit: String? = nil) {
    self.label = label
    self.value = value
    self.limit = limit
    self.unit = unit
  }

  /// A copy that shows as near from `fraction` of the limit.
  public func warning(at fraction: Double) -> Gauge {
    var copy = self
    copy.warningFraction = fraction
    return copy
  }

  /// The level for the current value.
  public var level: Level {
    if value > limit { return .over }
    if Double(value) >= Double(limit) * warningFraction { return .near }
    return .normal
  }

  private var levelRole: String {
    switch level {
    case .normal: "ui.gauge"
    case .near: "diagnostic.warning"
    case .over: "diagnostic.error"
    }
  }

  /// Draws on the first row of `area`; the bar takes whatever the label and figures leave.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    guard !area.isEmpty else { return }
    let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    let figures = "\(value)/\(limit)" + (unit.map { " \($0)" } ?? "")
    let labelText = label.isEmpty ? "" : label + " "
    let barWidth = area.width - TextWidth.of(labelText) - TextWidth.of(figures) - 1
    var x = buffer.setString(
      x: area.x, y: area.y, labelText, role: "ui.text", styles: styles, clip: row)
    if barWidth >= 3 {
      let ratio = limit > 0 ? min(1, Double(value) / Double(limit)) : 1
      let filled = Int((Double(barWidth) * ratio).rounded())
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
      x = buffer.setString(x: x, y: area.y, bar + " ", role: levelRole, styles: styles, clip: row)
    }
    buffer.setString(x: x, y: area.y, figures, role: levelRole, styles: styles, clip: row)
  }
}
