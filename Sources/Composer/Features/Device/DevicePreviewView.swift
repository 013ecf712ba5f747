import PushCore
import TermUI

/// The preview pane's Device tab: the notification as Android and iOS would show it,
/// collapsed or expanded (`toggle_device_expanded`), side by side when there is room, else one
/// under the other; scrolls with the preview keys.
enum DevicePreviewView {
  /// The widest a card gets (about a phone's notification width in cells).
  static let maximumCardWidth = 46
  /// The narrowest card worth putting beside another.
  static let sideBySideMinimum = 30

  /// Every row of the tab for a viewport `width` cells wide.
  static func rows(_ state: ComposerState, width: Int) -> [[Span]] {
    let toggleKey = state.keymap.keyName(for: .toggleDeviceExpanded)
    let mode = state.deviceExpanded ? "Expanded" : "Collapsed"
    let other = state.deviceExpanded ? "collapse" : "expand"
    let caption: [Span] = [
      Span(mode, role: "ui.title"),
      Span(toggleKey.isEmpty ? "" : "  \(toggleKey) \(other)", role: "ui.text.muted"),
    ]
    let (android, apple) = state.withShownDerived { shown in
      (
        DeviceNotification.android(shown.views[.android]),
        DeviceNotification.apple(shown.views[.apns])
      )
    }
    let sideBySide = width >= 2 * sideBySideMinimum + 1
    let cardWidth = min(maximumCardWidth, sideBySide ? (width - 1) / 2 : width)
    guard cardWidth >= 12 else { return [caption] }
    let a = DeviceCard(
      kind: .android, notification: android, expanded: state.deviceExpanded, width: cardWidth
    ).rows()
    let i = DeviceCard(
      kind: .apple, notification: apple, expanded: state.deviceExpanded, width: cardWidth
    ).rows()
    guard sideBySide else { return [caption] + a + [[]] + i }
    let blank = [Span(String(repeating: " ", count: cardWidth), role: nil)]
    return [caption]
      + (0..<max(a.count, i.count)).map { index in
        (a[safe: index] ?? blank) + [Span(" ", role: nil)] + (i[safe: index] ?? blank)
      }
  }

  static func render(
    _ state: ComposerState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) -> (total: Int, scroll: Int) {
    let inner = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 2), height: area.height)
    let rows = rows(state, width: inner.width)
    let scroll =
      state.previewFollowsFocus ? 0 : max(0, min(state.previewScroll, rows.count - area.height))
    for line in 0..<inner.height {
      guard let row = rows[safe: scroll + line] else { break }
      let clip = Rect(x: inner.x, y: inner.y + line, width: inner.width, height: 1)
      var x = clip.x
      for span in row {
        x = buffer.setString(
          x: x, y: clip.y, span.text, role: span.role ?? "ui.text", styles: styles, clip: clip)
      }
    }
    return (rows.count, scroll)
  }
}
