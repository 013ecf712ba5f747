/// Word wrapping to a width in cells: grapheme-safe, wide-character-safe, breaks long words.
public enum TextWrap {
  /// `text` wrapped to rows of at most `width` cells.
  ///
  /// Hard line breaks are kept; rows break after whitespace, and a word longer than the width
  /// is broken between grapheme clusters. Whitespace at a soft break is dropped. Leading
  /// indentation of a paragraph is kept. A wide character never straddles two rows.
  public static func wrap(_ text: String, width: Int) -> [String] {
    // One line that fits is its own single row (the common case for labels and messages).
    if width > 0, TextWidth.of(text) <= width, !text.unicodeScalars.contains(where: isLineBreak) {
      return [text]
    }
    var result: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let chars = Array(paragraph)
      let ranges = rows(in: chars, range: 0..<chars.count, width: width)
      for (index, range) in ranges.enumerated() {
        var row = chars[range]
        if index < ranges.count - 1 {
          while let last = row.last, last.isWhitespace { row.removeLast() }
        }
        result.append(String(row))
      }
    }
    return result
  }

  /// The scalars that are line breaks on their own (`Character.isNewline`): LF, VT, FF, CR,
  /// NEL, LS and PS.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (0x0A...0x0D).contains(v) || v == 0x85 || v == 0x2028 || v == 0x2029
  }

  /// Row ranges of `chars[range]` (which holds no line break) wrapped to `width` cells.
  ///
  /// Every index of `range` lies in exactly one row and rows are contiguous, so an editor can
  /// map a cursor to a row. Spaces at a soft break stay at the end of their row ("hang") and
  /// may reach past `width`. Always returns at least one (possibly empty) row.
  public static func rows(in chars: [Character], range: Range<Int>, width: Int) -> [Range<Int>] {
    guard width > 0 else { return [range] }
    var rows: [Range<Int>] = []
    var rowStart = range.lowerBound
    var column = 0
    var breakAt: Int?
    var i = range.lowerBound
    while i < range.upperBound {
      let character = chars[i]
      let w = TextWidth.of(character)
      if character.isWhitespace {
        column += w
        i += 1
        breakAt = i
        continue
      }
      if column + w > width && i > rowStart {
        if let b = breakAt, b > rowStart {
          rows.append(rowStart..<b)
          rowStart = b
          column = TextWidth.of(String(chars[b..<i]))
        } else {
          rows.append(rowStart..<i)
          rowStart = i
          column = 0
        }
        breakAt = nil
        continue
      }
      column += w
      i += 1
    }
    rows.append(rowStart..<range.upperBound)
    return rows
  }
}
