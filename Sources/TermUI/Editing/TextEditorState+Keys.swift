extension TextEditorState {
  /// Applies a key press; returns whether the editor used it (unused keys, such as Tab, Enter
  /// in a single-line field, or Up on the first row, are left to the app).
  ///
  /// Keys: printable characters type; Backspace, Delete / Ctrl-D; Left/Right, Ctrl-B/Ctrl-F;
  /// Home/Ctrl-A, End/Ctrl-E; Ctrl-Home/Ctrl-End (text start/end); Alt-B/Alt-F and
  /// Ctrl/Alt-Left/Right (words); Ctrl-K, Ctrl-U, Ctrl-W, Alt-D, Alt-Backspace (kill);
  /// Ctrl-Y (yank); Ctrl-Z or Ctrl-_ (undo), Ctrl-R or Alt-Z (redo); in a multi-line field,
  /// Enter inserts a line break and Up/Down move by display row (needs `wrapWidth`).
  public mutating func handle(_ key: KeyEvent, wrapWidth: Int? = nil) -> Bool {
    if let character = key.typedCharacter {
      insert(String(character))
      return true
    }
    let ctrl = key.modifiers.contains(.ctrl)
    let alt = key.modifiers.contains(.alt)
    switch key.code {
    case .char(let c) where ctrl: return handleControl(c)
    case .char(let c) where alt: return handleAlt(c)
    case .enter where isMultiline && !ctrl && !alt:
      insert("\n")
      return true
    case .backspace:
      if ctrl || alt { killAlphanumericWordBackward() } else { deleteBackward() }
      return true
    case .delete:
      if alt { killWordForward() } else { deleteForward() }
      return true
    case .left:
      if ctrl || alt { moveWordLeft() } else { moveLeft() }
      return true
    case .right:
      if ctrl || alt { moveWordRight() } else { moveRight() }
      return true
    case .home:
      if ctrl { moveToStart() } else { moveToLineStart() }
      return true
    case .end:
      if ctrl { moveToEnd() } else { moveToLineEnd() }
      return true
    case .up where isMultiline: return moveUp(width: wrapWidth ?? Int.max)
    case .down where isMultiline: return moveDown(width: wrapWidth ?? Int.max)
    default: return false
    }
  }

  /// Applies a key or paste event; returns whether the editor used it.
  public mutating func handle(_ event: Event, wrapWidth: Int? = nil) -> Bool {
    switch event {
    case .key(let key): return handle(key, wrapWidth: wrapWidth)
    case .paste(let text):
      paste(text)
      return true
    default: return false
    }
  }

  private mutating func handleControl(_ c: Character) -> Bool {
    switch c {
    case "a": moveToLineStart()
    case "e": moveToLineEnd()
    case "b": moveLeft()
    case "f": moveRight()
    case "d": deleteForward()
    case "h": deleteBackward()
    case "k": killToLineEnd()
    case "u": killToLineStart()
    case "w": killWordBackward()
    case "y": yank()
    case "z", "_": undo()
    case "r": redo()
    default: return false
    }
    return true
  }

  private mutating func handleAlt(_ c: Character) -> Bool {
    switch c {
    case "b": moveWordLeft()
    case "f": moveWordRight()
    case "d": killWordForward()
    case "z": redo()
    default: return false
    }
    return true
  }
}
