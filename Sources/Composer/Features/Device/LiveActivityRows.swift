import Foundation
import TermUI

/// The rows of a Live Activity inside the iOS card: the event, the alert (what lights up the
/// Lock Screen), the content state the widget shows, and when the activity goes stale or away.
/// Collapsed shows the alert and the first three state values; expanded shows everything.
struct LiveActivityRows {
  var activity: LiveActivityContent
  var expanded: Bool
  /// Cells inside the card's frame.
  var width: Int

  static let collapsedStateLines = 3

  func rows() -> [[Span]] {
    var rows: [[Span]] = []
    let event =
      activity.event == "start"
      ? "Starts" + (activity.attributesType.map { " " + $0 } ?? "")
      : activity.event == "end" ? "Ends" : "Update"
    rows.append([Span(TextWidth.truncate("▶ " + event, to: width), role: "ui.title")])
    for (text, role) in [
      (activity.alertTitle, "device.title"), (activity.alertBody, "device.text"),
    ]
    where !text.isEmpty {
      let lines = TextWrap.wrap(text, width: max(1, width))
      rows += lines.prefix(expanded ? 3 : 1).map { [Span($0, role: role)] }
    }
    let state = expanded ? activity.state[...] : activity.state.prefix(Self.collapsedStateLines)
    if activity.state.isEmpty {
      rows.append([Span("no content-state", role: "ui.text.muted")])
    }
    let keyWidth = min(width / 2, state.map { TextWidth.of($0.key) }.max() ?? 0)
    for (key, value) in state {
      let name = TextWidth.truncate(key, to: keyWidth)
      let pad = String(repeating: " ", count: max(0, keyWidth - TextWidth.of(name)))
      let room = max(1, width - keyWidth - 2)
      rows.append([
        Span(name + pad + "  ", role: "ui.text.muted"),
        Span(TextWidth.truncate(value, to: room), role: "device.text"),
      ])
    }
    if !expanded, activity.state.count > state.count {
      rows.append([Span("+\(activity.state.count - state.count) more", role: "ui.text.muted")])
    }
    if expanded {
      // Wrapped to the card: a narrow card shows the time on the next line, never past it.
      for (label, seconds) in [
        ("stale at", activity.staleDate), ("removed at", activity.dismissalDate),
      ] {
        guard let seconds else { continue }
        let text = label + " " + EpochTime.local(seconds)
        rows += TextWrap.wrap(text, width: max(1, width)).map { [Span($0, role: "ui.text.muted")] }
      }
    }
    return rows
  }
}
