/// A vertical list with one selectable row, scrolled to keep the selection visible.
///
/// Roles: `ui.menu` for rows, `ui.menu.selected` for the selected row (the whole row width,
/// so the highlight reads on any theme). Rows are cut with `…` when too wide.
public struct ListView: StatefulWidget, Sendable, Hashable {
  /// The rows.
  public var items: [Line]
  /// Drawn before the selected row (and as spaces before the others), e.g. `"> "`.
  public var highlightSymbol = ""
  /// Rows role.
  public var role = "ui.menu"
  /// Selected row role.
  public var selectedRole = "ui.menu.selected"
  /// Rows of context kept above and below the selection when scrolling.
  public var scrollMargin = 0

  /// A list of `items`.
  public init(_ items: [Line]) { self.items = items }

  /// A copy marking the selection with `symbol`.
  public func highlightSymbol(_ symbol: String) -> ListView {
    var copy = self
    copy.highlightSymbol = symbol
    return copy
  }

  /// A copy with other roles.
  public func roles(item: String, selected: String) -> ListView {
    var copy = self
    copy.role = item
    copy.selectedRole = selected
    return copy
  }

  /// Draws the visible rows, first scrolling `state.offset` so the selection shows.
  public func render(
    in area: Rect, buffer: inout Buffer, state: inout ListState, styles: any StyleResolver
  ) {
    guard !area.isEmpty else { return }
    if let selected = state.selected, selected >= items.count {
      state.selected = items.isEmpty ? nil : items.count - 1
    }
    state.offset =
      state.selected.map {
        ScrollView.scrollIntoView(
          $0, offset: state.offset, viewport: area.height, contentLength: items.count,
          margin: scrollMargin)
      } ?? ScrollView.clamp(offset: state.offset, contentLength: items.count, viewport: area.height)
    let pad = String(repeating: " ", count: TextWidth.of(highlightSymbol))
    for row in 0..<area.height {
      let index = state.offset + row
      guard index < items.count else { break }
      let isSelected = index == state.selected
      let rowRole = isSelected ? selectedRole : role
      let y = area.y + row
      let line = Rect(x: area.x, y: y, width: area.width, height: 1)
      buffer.clear(line, style: styles.style(for: rowRole), role: rowRole)
      var x = buffer.setString(
        x: area.x, y: y, isSelected ? highlightSymbol : pad, role: rowRole, styles: styles,
        clip: line)
      let text = TextWidth.truncate(items[index].text, to: area.right - x)
      if items[index].spans.count == 1 || text != items[index].text {
        buffer.setString(x: x, y: y, text, role: rowRole, styles: styles, clip: line)
        continue
      }
      for span in items[index].spans {
        let r = isSelected ? rowRole : (span.role ?? rowRole)
        x = buffer.setString(x: x, y: y, span.text, role: r, styles: styles, clip: line)
      }
    }
  }
}
