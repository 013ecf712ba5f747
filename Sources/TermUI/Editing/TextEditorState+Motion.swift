extension TextEditorState {
  /// One cluster left; false at the start.
  @discardableResult
  public mutating func moveLeft() -> Bool {
    guard cursor > 0 else { return false }
    setCursor(cursor - 1)
    return true
  }

  /// One cluster right; false at the end.
  @discardableResult
  public mutating func moveRight() -> Bool {
    guard cursor < characters.count else { return false }
    setCursor(cursor + 1)
    return true
  }

  /// To the start of the current line (Ctrl-A, Home).
  public mutating func moveToLineStart() { setCursor(lineStart(of: cursor)) }

  /// To the end of the current line (Ctrl-E, End).
  public mutating func moveToLineEnd() { setCursor(lineEnd(of: cursor)) }

  /// To the start of the text.
  public mutating func moveToStart() { setCursor(0) }

  /// To the end of the text.
  public mutating func moveToEnd() { setCursor(characters.count) }

  /// To the start of this or the previous word (Alt-B, Ctrl-Left).
  public mutating func moveWordLeft() { setCursor(wordStart(before: cursor)) }

  /// To the end of this or the next word (Alt-F, Ctrl-Right).
  public mutating func moveWordRight() { setCursor(wordEnd(after: cursor)) }

  /// One display row up at the same column, in a layout `width` cells wide; false on the
  /// first row (so the app can move focus instead).
  @discardableResult
  public mutating func moveUp(width: Int) -> Bool { moveVertically(by: -1, width: width) }

  /// One display row down; false on the last row.
  @discardableResult
  public mutating func moveDown(width: Int) -> Bool { moveVertically(by: 1, width: width) }

  private mutating func moveVertically(by delta: Int, width: Int) -> Bool {
    let layout = layout(width: width)
    let target = layout.cursorRow + delta
    guard layout.rows.indices.contains(target) else { return false }
    let column = preferredColumn ?? layout.cursorColumn
    let row = layout.rows[target]
    var index = row.lowerBound
    var used = 0
    let end =
      target == layout.rows.count - 1 || isLineEnd(row.upperBound)
      ? row.upperBound : row.upperBound - 1
    while index < end {
      let w = TextWidth.of(characters[index])
      if used + w > column { break }
      used += w
      index += 1
    }
    cursor = index
    lastEdit = nil
    preferredColumn = column
    return true
  }

  private func isLineEnd(_ index: Int) -> Bool {
    index >= characters.count || characters[index].isNewline
  }

  /// The index where the line holding `index` starts.
  func lineStart(of index: Int) -> Int {
    var i = index
    while i > 0 && !characters[i - 1].isNewline { i -= 1 }
    return i
  }

  /// The index of the line break (or text end) ending the line holding `index`.
  func lineEnd(of index: Int) -> Int {
    var i = index
    while i < characters.count && !characters[i].isNewline { i += 1 }
    return i
  }

  static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
      || c.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF }
  }

  /// The start of the word before `index` (skipping non-word characters first).
  func wordStart(before index: Int) -> Int {
    var i = index
    while i > 0 && !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
    while i > 0 && Self.isWordCharacter(characters[i - 1]) { i -= 1 }
    return i
  }

  /// The end of the word after `index` (skipping non-word characters first).
  func wordEnd(after index: Int) -> Int {
    var i = index
    while i < characters.count && !Self.isWordCharacter(characters[i]) { i += 1 }
    while i < characters.count && Self.isWordCharacter(characters[i]) { i += 1 }
    return i
  }
}
