import PushCore
import TermUI

/// The preview's meters: each platform's payload bytes against FCM's limit (4096, or 2048 for
/// topic and condition messages) and the console's character counter against 1000. Roles
/// `ui.gauge.ok`, `ui.gauge.warn` (from 90 % of the limit) and `ui.gauge.over`.
enum PayloadGauges {
  /// The fraction of a limit from which a meter warns.
  static let warnFraction = 0.9

  /// The payload limit for a rendered message.
  static func limit(for message: JSONObject) -> Int {
    PlatformView.payloadLimit(for: message)
  }

  /// The role for `value` against `limit`.
  static func role(value: Int, limit: Int) -> String {
    if value > limit { return "ui.gauge.over" }
    if Double(value) >= Double(limit) * warnFraction { return "ui.gauge.warn" }
    return "ui.gauge.ok"
  }

  /// One meter: a label, a value, a limit and a unit.
  struct Meter {
    var label: String
    var value: Int
    var limit: Int
    var unit: String
    var role: String { PayloadGauges.role(value: value, limit: limit) }
  }

  /// The meters for a state: Android, Apple, Web, then the console counter.
  static func meters(_ state: ComposerState) -> [Meter] {
    let audience = AudienceViews.largest(state)
    return state.withShownDerived { meters($0, audience: audience) }
  }

  private static func meters(_ derived: borrowing Derived, audience: [Platform: Int]?) -> [Meter] {
    let limit = limit(for: derived.message)
    // A loop, not `map`: a closure capturing `derived` would copy it (every part retained).
    var meters: [Meter] = []
    meters.reserveCapacity(4)
    for platform in [Platform.android, .apns, .webpush] {
      meters.append(
        Meter(
          label: platform.title,
          value: audience?[platform] ?? derived.views[platform]?.payloadBytes ?? 0,
          limit: limit, unit: audience == nil ? "B" : "B max"))
    }
    meters.append(
      Meter(
        label: "Console", value: derived.consoleCharacters, limit: ConsoleCounter.limit,
        unit: "chars"))
    return meters
  }

  /// Draws one meter per row (after a separator) when there is room, else one summary row.
  static func render(
    _ state: ComposerState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard !area.isEmpty else { return }
    let meters = meters(state)
    if area.height >= meters.count + 1 {
      Separator.render(
        row: area.y, across: area, role: "ui.border", buffer: &buffer, styles: styles)
      let label = styles.pen("ui.text")
      let empty = styles.pen("ui.counter")
      // The meters mostly share one role: its pen is looked up once.
      var value: (role: String, pen: Pen)?
      for (index, meter) in meters.enumerated() {
        let role = meter.role
        if value?.role != role { value = (role, styles.pen(role)) }
        let row = Rect(x: area.x + 1, y: area.y + 1 + index, width: area.width - 2, height: 1)
        bar(
          meter, in: row, buffer: &buffer,
          pens: (label: label, value: value?.pen ?? styles.pen(role), empty: empty))
      }
    } else {
      summary(
        meters, in: area.inset(horizontal: 1).splitTop(1).top, buffer: &buffer, styles: styles)
    }
  }

  /// The columns of a meter's label.
  static let labelWidth = 9
  private static let blankLabel = String(repeating: " ", count: labelWidth)

  /// `Android  ██████░░░░░░  412 / 4096 B`, with the label's pen, the meter's (the filled part
  /// and the figures) and the empty part's.
  private static func bar(
    _ meter: Meter, in row: Rect, buffer: inout Buffer,
    pens: (label: Pen, value: Pen, empty: Pen)
  ) {
    let figures = figures(meter)
    // The label cut or padded to its column: blanks, then the label over them.
    var x = buffer.setString(x: row.x, y: row.y, blankLabel, pen: pens.label, clip: row)
    buffer.setString(
      x: row.x, y: row.y, meter.label, pen: pens.label,
      clip: Rect(x: row.x, y: row.y, width: labelWidth, height: 1).intersection(row))
    let barWidth = row.right - x - TextWidth.of(figures) - 2
    if barWidth >= 4 {
      let ratio = meter.limit > 0 ? min(1, Double(meter.value) / Double(meter.limit)) : 1
      let filled = Int((Double(barWidth) * ratio).rounded(.up))
      buffer.fill(
        Rect(x: x, y: row.y, width: filled, height: 1).intersection(row),
        with: pens.value.cell("█"))
      buffer.fill(
        Rect(x: x + filled, y: row.y, width: barWidth - filled, height: 1).intersection(row),
        with: pens.empty.cell("░"))
      x += barWidth + 2
    }
    buffer.setString(x: x, y: row.y, figures, pen: pens.value, clip: row)
  }

  /// `412 / 4096 B`: the meter's value, its limit and its unit, written byte by byte into a
  /// string of the exact length (one that short is stored inline: no interpolation and no
  /// allocation per frame).
  static func figures(_ meter: Meter) -> String {
    let unit = meter.unit.utf8
    let length = characters(meter.value) + 3 + characters(meter.limit) + 1 + unit.count
    return String(unsafeUninitializedCapacity: length) { out in
      var i = 0
      func put(_ byte: UInt8) {
        out[i] = byte
        i += 1
      }
      func number(_ n: Int) {
        if n < 0 { put(UInt8(ascii: "-")) }
        let start = i
        var rest = n.magnitude
        repeat {
          put(UInt8(ascii: "0") + UInt8(rest % 10))
          rest /= 10
        } while rest > 0
        out[start..<i].reverse()
      }
      number(meter.value)
      for byte in " / ".utf8 { put(byte) }
      number(meter.limit)
      put(UInt8(ascii: " "))
      for byte in unit { put(byte) }
      return i
    }
  }

  /// How many characters `n` has in decimal.
  private static func characters(_ n: Int) -> Int {
    var count = n < 0 ? 2 : 1
    var rest = n.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// `Android 412/4096 B · Apple 398/4096 B · Web 371/4096 B · 73/1000 chars`, shortened to
  /// percentages when narrow.
  private static func summary(
    _ meters: [Meter], in row: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let full = meters.map { meter in
      meter.unit == "B"
        ? "\(meter.label) \(meter.value)/\(meter.limit) B"
        : "\(meter.value)/\(meter.limit) \(meter.unit)"
    }
    let short = meters.map { meter in
      meter.unit == "B"
        ? "\(meter.label) \(meter.limit > 0 ? meter.value * 100 / meter.limit : 0)%"
        : "\(meter.value)/\(meter.limit)"
    }
    let fits = TextWidth.of(full.joined(separator: " · ")) <= row.width
    var x = row.x
    for (index, meter) in meters.enumerated() {
      if index > 0 {
        x = buffer.setString(x: x, y: row.y, " · ", role: "ui.counter", styles: styles, clip: row)
      }
      let text = fits ? full[index] : short[index]
      let labelEnd = meter.unit == "B" ? TextWidth.of(meter.label) + 1 : 0
      let label = String(text.prefix(labelEnd))
      x = buffer.setString(x: x, y: row.y, label, role: "ui.text", styles: styles, clip: row)
      x = buffer.setString(
        x: x, y: row.y, String(text.dropFirst(labelEnd)), role: meter.role, styles: styles,
        clip: row)
    }
  }
}
