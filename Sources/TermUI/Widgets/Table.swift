/// Rows of cells in columns sized by `Constraint`s, with a header and one selectable row,
/// scrolled to keep the selection visible (recipients, send results, drafts).
///
/// Roles: `ui.title` for the header, `ui.menu` for rows, `ui.menu.selected` for the selected
/// row. Cells are cut with `…` to their column; columns are separated by one space.
public struct Table: StatefulWidget, Sendable, Hashable {
  /// Column widths.
  public var widths: [Constraint]
  /// Header cells, if any.
  public var header: [String]?
  /// Body rows of cells.
  public var rows: [[String]]
  /// Header role.
  public var headerRole = "ui.title"
  /// Rows role.
  public var role = "ui.menu"
  /// Selected row role.
  public var selectedRole = "ui.menu.selected"

  /// A table of `rows` in columns sized by `widths`.
  public init(rows: [[String]], widths: [Constraint], header: [String]? = nil) {
    self.rows = rows
    self.widths = widths
    self.header = header
  }

  /// Draws the header and the visible rows.
  public func render(
    in area: Rect, buffer: inout Buffer, state: inout ListState, styles: any StyleResolver
  ) {
    guard !area.isEmpty else { return }
    let columns = Layout.horizontal(widths, spacing: 1).split(area)
    var body = area
    if let header {
      draw(header, y: area.y, columns: columns, role: headerRole, buffer: &buffer, styles: styles)
      body = area.splitTop(1).rest
    }
    guard !body.isEmpty else { return }
    if let selected = state.selected, selected >= rows.count {
      state.selected = rows.isEmpty ? nil : rows.count - 1
    }
    state.offset =
      state.selected.map {
        ScrollView.scrollIntoView(
          $0, offset: state.offset, viewport: body.height, contentLength: rows.count)
      } ?? ScrollView.clamp(offset: state.offset, contentLength: rows.count, viewport: body.height)
    for line in 0..<body.height {
      let index = state.offset + line
      guard index < rows.count else { break }
      let rowRole = index == state.selected ? selectedRole : role
      let y = body.y + line
      buffer.clear(
        Rect(x: body.x, y: y, width: body.width, height: 1), style: styles.style(for: rowRole),
        role: rowRole)
      draw(rows[index], y: y, columns: columns, role: rowRole, buffer: &buffer, styles: styles)
    }
  }

  private func draw(
    _ cells: [String], y: Int, columns: [Rect], role: String, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    for (column, text) in zip(columns, cells) where column.width > 0 {
      let clip = Rect(x: column.x, y: y, width: column.width, height: 1)
      buffer.setString(
        x: column.x, y: y, TextWidth.truncate(text, to: column.width), role: role, styles: styles,
        clip: clip)
    }
  }
}
