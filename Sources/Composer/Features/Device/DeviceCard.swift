import TermUI

/// One device's notification drawn as rows of spans, exactly `width` cells wide: a rounded
/// frame, the app line (icon placeholder, app name, "now"), the title in bold, the text cut
/// where the platform cuts it, and an image placeholder with the image's file name.
///
/// Truncation follows the platforms' usual layouts (a terminal approximation):
/// - Android collapsed: title 1 line, text 1 line, image as a thumbnail on the right.
///   Expanded: text up to 8 lines (big text); with an image, 1 line of text and the picture.
/// - iOS collapsed: title 1 line, subtitle 1 line, body up to 4 lines, image as a thumbnail.
///   Expanded: the picture on top, then title, subtitle and body in full.
struct DeviceCard {
  enum Kind { case android, apple }

  var kind: Kind
  var notification: DeviceNotification
  var expanded: Bool
  var width: Int

  /// Body lines shown per layout.
  static let androidExpandedLines = 8
  static let appleCollapsedLines = 4
  static let appleExpandedLines = 20
  static let thumbnail = "[img]"

  private var inner: Int { max(1, width - 4) }

  func rows() -> [[Span]] {
    var out = [top()]
    out.append(frame(header()))
    guard notification.isShown else {
      let note =
        kind == .android
        ? "Nothing shown: data-only messages go to the app."
        : "Nothing shown: no alert (a silent or background push)."
      out += TextWrap.wrap(note, width: inner).map { frame([Span($0, role: "ui.text.muted")]) }
      out.append(bottom())
      return out
    }
    if kind == .apple, let activity = notification.liveActivity {
      out += LiveActivityRows(activity: activity, expanded: expanded, width: inner).rows().map(
        frame)
    } else {
      out += kind == .android ? androidBody() : appleBody()
    }
    out.append(bottom())
    return out
  }

  private func androidBody() -> [[Span]] {
    let n = notification
    if !expanded || n.image == nil {
      let bodyLines = expanded ? Self.androidExpandedLines : 1
      let thumb = !expanded && n.image != nil
      let room = thumb ? inner - Self.thumbnail.count - 1 : inner
      var rows = text(n.title, lines: 1, width: room, role: "device.title")
      rows += text(n.body, lines: bodyLines, width: room, role: "device.text")
      return thumb ? withThumbnail(rows) : rows.map { frame([$0]) }
    }
    let rows =
      text(n.title, lines: 1, width: inner, role: "device.title")
      + text(n.body, lines: 1, width: inner, role: "device.text")
    return rows.map { frame([$0]) } + imageBox(rows: 5)
  }

  private func appleBody() -> [[Span]] {
    let n = notification
    let thumb = !expanded && n.image != nil
    let room = thumb ? inner - Self.thumbnail.count - 1 : inner
    var rows: [Span] = []
    rows += text(n.title, lines: expanded ? 3 : 1, width: room, role: "device.title")
    rows += text(n.subtitle, lines: expanded ? 3 : 1, width: room, role: "device.title")
    let lines = expanded ? Self.appleExpandedLines : Self.appleCollapsedLines
    rows += text(n.body, lines: lines, width: room, role: "device.text")
    if thumb { return withThumbnail(rows) }
    let image = expanded && n.image != nil ? imageBox(rows: 5) : []
    return image + rows.map { frame([$0]) }
  }

  /// `text` wrapped to `width`, at most `lines` rows, the last cut with `…` when there is more.
  func text(_ text: String, lines: Int, width: Int, role: String) -> [Span] {
    guard !text.isEmpty else { return [] }
    var wrapped = TextWrap.wrap(text, width: max(1, width))
    if wrapped.count > lines {
      wrapped = Array(wrapped.prefix(lines))
      let last = wrapped[lines - 1]
      wrapped[lines - 1] =
        TextWidth.of(last) + 1 <= width
        ? last + "…" : TextWidth.truncate(last + "…", to: width)
    }
    return wrapped.map { Span($0, role: role) }
  }

  private func header() -> [Span] {
    let app =
      kind == .android
      ? "◉ App · now" : notification.liveActivity == nil ? "◉ APP" : "◉ APP · Live Activity"
    let badge = notification.badge.map { "  badge \($0)" } ?? ""
    let right = kind == .android ? (expanded ? "⌃" : "⌄") : "now"
    let left = app + (kind == .apple ? badge : "")
    let gap = max(1, inner - TextWidth.of(left) - TextWidth.of(right))
    return [
      Span(
        TextWidth.truncate(left, to: max(1, inner - TextWidth.of(right) - 1)), role: "ui.text.muted"
      ),
      Span(String(repeating: " ", count: gap) + right, role: "ui.text.muted"),
    ]
  }

  private func withThumbnail(_ rows: [Span]) -> [[Span]] {
    rows.enumerated().map { index, span in
      let pad = inner - Self.thumbnail.count - TextWidth.of(span.text)
      let thumb = index == 0 ? Self.thumbnail : String(repeating: " ", count: Self.thumbnail.count)
      return frame([
        span, Span(String(repeating: " ", count: max(1, pad)) + thumb, role: "device.frame"),
      ])
    }
  }

  private func imageBox(rows: Int) -> [[Span]] {
    let w = max(2, inner)
    let name = TextWidth.truncate(
      "▨ " + DeviceNotification.fileName(of: notification.image ?? ""), to: w - 2)
    var out = [
      frame([Span("┌" + String(repeating: "─", count: w - 2) + "┐", role: "device.frame")])
    ]
    for row in 0..<max(1, rows - 2) {
      let content = row == (rows - 2) / 2 ? name : ""
      let left = (w - 2 - TextWidth.of(content)) / 2
      let right = w - 2 - TextWidth.of(content) - left
      out.append(
        frame([
          Span("│" + String(repeating: " ", count: left), role: "device.frame"),
          Span(content, role: "ui.text.muted"),
          Span(String(repeating: " ", count: right) + "│", role: "device.frame"),
        ]))
    }
    out.append(
      frame([Span("└" + String(repeating: "─", count: w - 2) + "┘", role: "device.frame")]))
    return out
  }

  private func top() -> [Span] {
    let label = kind == .android ? "─ Android " : "─ iOS "
    let rest = max(0, width - 2 - TextWidth.of(label))
    return [Span("╭" + label + String(repeating: "─", count: rest) + "╮", role: "device.frame")]
  }

  private func bottom() -> [Span] {
    [Span("╰" + String(repeating: "─", count: max(0, width - 2)) + "╯", role: "device.frame")]
  }

  /// `│ content… │`, padded to the card's width.
  func frame(_ content: [Span]) -> [Span] {
    let used = content.reduce(0) { $0 + TextWidth.of($1.text) }
    return [Span("│ ", role: "device.frame")] + content
      + [Span(String(repeating: " ", count: max(0, inner - used)) + " │", role: "device.frame")]
  }
}
