/// Draws a `TextEditorState` as a form field and says where the terminal cursor goes.
///
/// Single-line fields scroll horizontally to keep the cursor visible; multi-line fields
/// soft-wrap and scroll vertically. Roles: `ui.field.input` (or `ui.field.input.focus`), and
/// `ui.field.placeholder` for the placeholder shown while the text is empty.
public struct TextEditorView: Sendable, Hashable {
  /// Whether the field has focus (only a focused field reports a cursor).
  public var isFocused: Bool
  /// Shown when the text is empty.
  public var placeholder: String?

  /// A view of an editor.
  public init(focused: Bool = false, placeholder: String? = nil) {
    isFocused = focused
    self.placeholder = placeholder
  }

  /// Draws `state` into `area`, updating its scroll offsets; returns the cursor position when
  /// focused. `layout`, when the caller has it already, is `state.layout(width: area.width)`.
  @discardableResult
  public func render(
    in area: Rect, buffer: inout Buffer, state: inout TextEditorState, styles: any StyleResolver,
    layout: TextLayout? = nil
  ) -> Position? {
    guard !area.isEmpty else { return nil }
    let role = isFocused ? "ui.field.input.focus" : "ui.field.input"
    let pen = styles.pen(role)
    buffer.clear(area, pen: pen)
    if state.characters.isEmpty, let placeholder {
      let clip = Rect(x: area.x, y: area.y, width: area.width, height: 1)
      buffer.setString(
        x: area.x, y: area.y, TextWidth.truncate(placeholder, to: area.width),
        role: "ui.field.placeholder", styles: styles, clip: clip)
    }
    let layout = layout ?? state.layout(width: area.width)
    let columnOffset: Int
    if state.isMultiline {
      state.horizontalOffset = 0
      columnOffset = 0
      state.verticalOffset = ScrollView.scrollIntoView(
        layout.cursorRow, offset: state.verticalOffset, viewport: area.height,
        contentLength: layout.rows.count)
    } else {
      state.verticalOffset = 0
      // One row from the start: the layout's cursor column is the field's.
      state.horizontalOffset =
        layout.rows.count == 1
        ? state.scrolledHorizontalOffset(width: area.width, cursorColumn: layout.cursorColumn)
        : state.scrolledHorizontalOffset(width: area.width)
      columnOffset = state.horizontalOffset
    }
    let visible = layout.rows.dropFirst(state.verticalOffset).prefix(area.height)
    for (dy, row) in visible.enumerated() {
      draw(
        state, row: row, skipping: columnOffset, y: area.y + dy, area: area, pen: pen,
        buffer: &buffer)
    }
    guard isFocused else { return nil }
    return Position(
      x: area.x + min(layout.cursorColumn - columnOffset, area.width - 1),
      y: area.y + layout.cursorRow - state.verticalOffset)
  }

  /// Draws one row's clusters from display column `offset` on. Clusters scrolled off to the
  /// left are only measured (from the editor's kept widths). Runs of printable ASCII (one cell
  /// per character, never joining a neighbour) are written at once; any other cluster is
  /// written on its own, exactly where it would be one by one.
  private func draw(
    _ state: TextEditorState, row: Range<Int>, skipping offset: Int, y: Int, area: Rect,
    pen: Pen, buffer: inout Buffer
  ) {
    let clip = Rect(x: area.x, y: y, width: area.width, height: 1)
    var column = 0
    var start = row.lowerBound
    while start < row.upperBound, column < offset {
      let width = state.width(at: start)
      guard column + width <= offset else { break }
      column += width
      start += 1
    }
    let characters = state.characters[start..<row.upperBound]
    var run: [UInt8] = []
    run.reserveCapacity(min(characters.count, area.width))
    var runX = 0
    func flush(_ buffer: inout Buffer) {
      guard !run.isEmpty else { return }
      let text = String(decoding: run, as: UTF8.self)
      buffer.setString(x: runX, y: y, text, pen: pen, clip: clip)
      run.removeAll(keepingCapacity: true)
    }
    for character in characters {
      let x = area.x + column - offset
      // A one-byte cluster is one ASCII scalar (never "\r\n", which is two bytes).
      let utf8 = character.utf8
      if column >= offset, utf8.count == 1, let ascii = utf8.first, ascii >= 0x20, ascii < 0x7F {
        if run.isEmpty { runX = x }
        run.append(ascii)
        column += 1
      } else {
        flush(&buffer)
        let w = TextWidth.of(character)
        if column >= offset {
          buffer.setString(x: x, y: y, String(character), pen: pen, clip: clip)
        } else if column + w > offset {
          buffer.setString(x: area.x, y: y, " ", pen: pen, clip: clip)
        }
        column += w
      }
      if x >= area.right { break }
    }
    flush(&buffer)
  }
}
