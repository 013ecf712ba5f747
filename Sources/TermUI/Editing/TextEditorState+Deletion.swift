extension TextEditorState {
  /// Deletes the cluster before the cursor (Backspace); false at the start.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    if lastEdit != .deletingBackward { checkpoint() }
    replace((cursor - 1)..<cursor, with: "")
    lastEdit = .deletingBackward
    return true
  }

  /// Deletes the cluster under the cursor (Delete, Ctrl-D); false at the end.
  @discardableResult
  public mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    if lastEdit != .deletingForward { checkpoint() }
    let at = cursor
    replace(at..<(at + 1), with: "")
    cursor = at
    lastEdit = .deletingForward
    return true
  }

  /// Kills from the cursor to the end of the line (Ctrl-K); at a line end, kills the break.
  public mutating func killToLineEnd() {
    let end = lineEnd(of: cursor)
    kill(cursor..<(end == cursor ? min(end + 1, characters.count) : end))
  }

  /// Kills from the start of the line to the cursor (Ctrl-U).
  public mutating func killToLineStart() { kill(lineStart(of: cursor)..<cursor) }

  /// Kills the whitespace-delimited word before the cursor (Ctrl-W).
  public mutating func killWordBackward() {
    var i = cursor
    while i > 0 && characters[i - 1].isWhitespace { i -= 1 }
    while i > 0 && !characters[i - 1].isWhitespace { i -= 1 }
    kill(i..<cursor)
  }

  /// Kills the alphanumeric word before the cursor (Alt-Backspace).
  public mutating func killAlphanumericWordBackward() { kill(wordStart(before: cursor)..<cursor) }

  /// Kills to the end of the next word (Alt-D).
  public mutating func killWordForward() { kill(cursor..<wordEnd(after: cursor)) }

  /// Inserts the last killed text (Ctrl-Y) as one undo step.
  public mutating func yank() {
    guard !killBuffer.isEmpty else { return }
    checkpoint()
    replace(cursor..<cursor, with: killBuffer)
  }

  private mutating func kill(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    checkpoint()
    killBuffer = String(characters[range])
    replace(range, with: "")
    cursor = range.lowerBound
  }
}
