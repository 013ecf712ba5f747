/// A text editor's content soft-wrapped to a width: the display rows and where the cursor is.
public struct TextLayout: Sendable, Hashable {
  /// Each display row as a range of cluster indices (line breaks belong to no row).
  public var rows: [Range<Int>]
  /// The row holding the cursor.
  public var cursorRow: Int
  /// The cursor's column in display cells within its row.
  public var cursorColumn: Int
}

extension TextEditorState {
  /// The text wrapped to `width` cells (hard breaks kept; single-line fields are one row).
  ///
  /// A cursor at a soft-wrap point shows at the start of the next row, as in most editors.
  public func layout(width: Int) -> TextLayout {
    guard isMultiline else {
      // One row: a single-line field holds no line break (`singleLine`), so there is none to
      // look for (testing each cluster for one cost a keystroke 120 instructions a character).
      return TextLayout(rows: [0..<characters.count], cursorRow: 0, cursorColumn: cursorColumn)
    }
    var rows: [Range<Int>] = []
    var lineStart = 0
    for i in 0...characters.count where i == characters.count || characters[i].isNewline {
      let range = lineStart..<i
      rows += isMultiline ? TextWrap.rows(in: characters, range: range, width: width) : [range]
      lineStart = i + 1
    }
    var cursorRow = rows.count - 1
    for (index, row) in rows.enumerated() where row.contains(cursor) || row.upperBound == cursor {
      let nextStartsHere = index + 1 < rows.count && rows[index + 1].lowerBound == cursor
      if row.upperBound == cursor && nextStartsHere { continue }
      cursorRow = index
      break
    }
    let row = rows[cursorRow]
    let column = self.width(of: row.lowerBound..<max(row.lowerBound, cursor))
    return TextLayout(rows: rows, cursorRow: cursorRow, cursorColumn: column)
  }

  /// The display column of the cursor in a single-line field.
  public var cursorColumn: Int { width(of: 0..<cursor) }

  /// `TextWidth.of` the text of the clusters in `range`, without making the string (a sum of
  /// the kept widths; see `ClusterWidths`).
  public func width(of range: Range<Int>) -> Int { widths.width(of: range, in: characters) }

  /// The width of the cluster at `index` (as `TextWidth.of` measures it on its own).
  public func width(at index: Int) -> Int { widths.width(at: index, in: characters) }

  /// The horizontal offset that keeps the cursor visible in a single-line field `width` cells
  /// wide, moving as little as possible from `horizontalOffset`.
  public func scrolledHorizontalOffset(width: Int) -> Int {
    scrolledHorizontalOffset(width: width, cursorColumn: cursorColumn)
  }

  /// `scrolledHorizontalOffset(width:)` when the cursor's column is known already.
  func scrolledHorizontalOffset(width: Int, cursorColumn column: Int) -> Int {
    guard width > 0 else { return 0 }
    var offset = horizontalOffset
    if column < offset { offset = column }
    if column >= offset + width { offset = column - width + 1 }
    let total = self.width(of: 0..<characters.count)
    return max(0, min(offset, total + 1 - width))
  }
}
