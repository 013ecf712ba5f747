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
    let column = Self.width(of: characters[row.lowerBound..<max(row.lowerBound, cursor)])
    return TextLayout(rows: rows, cursorRow: cursorRow, cursorColumn: column)
  }

  /// The display column of the cursor in a single-line field.
  public var cursorColumn: Int { Self.width(of: characters[..<cursor]) }

  /// `TextWidth.of` the clusters' text, without making the string: a string is as wide as
  /// its clusters, except where a cluster starts with VS16 (its width depends on the scalar
  /// before), which is measured as text.
  static func width(of clusters: ArraySlice<Character>) -> Int {
    var total = 0
    for character in clusters {
      if let ascii = character.asciiValue {
        total += ascii >= 0x20 && ascii < 0x7F ? 1 : 0
      } else if character.unicodeScalars.first?.value == 0xFE0F {
        return TextWidth.of(String(clusters))
      } else {
        total += TextWidth.of(character)
      }
    }
    return total
  }

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
    let total = Self.width(of: characters[...])
    return max(0, min(offset, total + 1 - width))
  }
}
