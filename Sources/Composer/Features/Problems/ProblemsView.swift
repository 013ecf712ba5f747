import PushCore
import TermUI

/// Every diagnostic: severity, JSON path and message, one per row; Enter jumps to the field.
enum ProblemsView {
  static func render(
    _ list: ListState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let diagnostics = AudienceViews.problems(state)
    let height = min(max(diagnostics.count, 1) + 2, area.height - 2)
    let popup = Popup(
      title: "Problems (\(diagnostics.count))",
      size: Size(width: min(100, area.width - 4), height: height))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
    guard !diagnostics.isEmpty else {
      buffer.setString(
        x: inner.x + 1, y: inner.y, "No problems: the message is ready to send.",
        role: "ui.text.muted", styles: styles, clip: inner)
      return
    }
    let rows = diagnostics.map { diagnostic in
      let (symbol, role) =
        switch diagnostic.severity {
        case .error: ("✗", "diagnostic.error")
        case .warning: ("!", "diagnostic.warning")
        case .info: ("i", "diagnostic.info")
        }
      return MenuRows.Row(spans: [
        Span(symbol + " ", role: role), Span(diagnostic.path.description, role: "diagnostic.path"),
        Span("  " + diagnostic.message, role: "ui.menu"),
      ])
    }
    MenuRows.render(rows, selected: list.selected, in: inner, buffer: &buffer, styles: styles)
  }
}
