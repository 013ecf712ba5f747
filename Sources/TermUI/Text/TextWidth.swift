/// Display width in terminal cells, agreeing with glibc `wcwidth` summed over scalars.
///
/// A scalar is 2 cells when East Asian Wide/Fullwidth or emoji-presentation, 0 when it is a
/// control, a combining or enclosing mark, a format character (ZWJ, ZWSP, bidi marks), a variation
/// selector or a Hangul medial/final jamo, and 1 otherwise. A grapheme cluster is the sum of its
/// scalars, which is what ncurses and tmux advance by: `👍🏽` is 4 (the skin tone is its own
/// 2-cell glyph there), `❤️` is 1 (VS16 adds nothing), `👩‍💻` is 4. Hebrew has no BiDi reordering.
public enum TextWidth {
  /// The width of one scalar: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x7F { return v >= 0x20 ? 1 : 0 }
    if v < 0xA0 { return 0 }
    if v < 0x300 { return 1 }
    if v >= symbolTableStart && v < symbolTableEnd {
      return Int(symbolWidths[Int(v - symbolTableStart)])
    }
    return measure(scalar)
  }

  /// Punctuation, symbols, arrows, box drawing, shapes and dingbats (U+2000–U+2BFF), which
  /// borders, gauges and markers draw on every frame: measured once.
  private static let symbolTableStart: UInt32 = 0x2000
  private static let symbolTableEnd: UInt32 = 0x2C00
  private static let symbolWidths: [UInt8] = (symbolTableStart..<symbolTableEnd).map { v in
    Unicode.Scalar(v).map { UInt8(measure($0)) } ?? 1
  }

  /// The width of a scalar from its Unicode properties.
  private static func measure(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x7F { return v >= 0x20 ? 1 : 0 }
    if v < 0xA0 { return 0 }
    if isWide(v) { return 2 }
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) || v == 0x1171E { return 0 }
    if v == 0xAD || (0x1F1E6...0x1F1FF).contains(v) || prependedMarks.contains(v) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      return scalar.properties.isEmojiPresentation ? 2 : 1
    }
  }

  /// The width of one grapheme cluster (the sum of its scalars).
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    return sum(character.unicodeScalars)
  }

  /// The width of a string (the sum of its clusters). A concrete overload: the generic one
  /// below is not specialized across modules, and labels, JSON tokens and gauge figures are
  /// measured on every frame.
  public static func of(_ string: String) -> Int {
    let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      return bytes.count
    }
    if let count = ascii ?? nil { return count }
    return sum(string.unicodeScalars)
  }

  /// The width of a string (the sum of its clusters).
  public static func of<S: StringProtocol>(_ string: S) -> Int {
    // Printable ASCII (most labels, keys and JSON) is one cell per byte.
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
    // A cluster is as wide as the sum of its scalars, so the string is too: no grapheme
    // breaking needed.
    return sum(string.unicodeScalars)
  }

  /// The scalars' widths summed; VS16 after a one-cell emoji adds a cell when the terminal
  /// draws emoji presentation sequences two cells wide (`EmojiWidth.current`).
  private static func sum<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> Int {
    var total = 0
    var previous: Unicode.Scalar?
    for scalar in scalars {
      total += scalar.value == 0xFE0F ? variationExtra(after: previous) : of(scalar)
      previous = scalar
    }
    return total
  }

  /// True when every scalar is printable Latin (U+0020–U+007E, U+00A0–U+02FF): each is then
  /// its own one-cell grapheme cluster, so no grapheme breaking is needed.
  public static func isSimple<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> Bool {
    scalars.allSatisfy { s in
      let v = s.value
      return (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v < 0x300)
    }
  }

  /// True when `v` is a printable scalar that is always a grapheme cluster of its own next to
  /// any other such scalar (Latin, general punctuation, symbols, arrows, box drawing, shapes,
  /// dingbats): a string of them can be drawn scalar by scalar. Its width is `of(scalar)`.
  @inline(__always)
  public static func isIsolated(_ v: UInt32) -> Bool {
    if v < 0x300 { return (v >= 0x20 && v < 0x7F) || v >= 0xA0 }
    return (v >= 0x2010 && v <= 0x2027) || (v >= 0x2030 && v <= 0x205E)
      || (v >= 0x2100 && v <= 0x2BFF)
  }

  /// Format characters that glibc (and terminals) draw as one visible cell.
  private static let prependedMarks: Set<UInt32> = [
    0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
  ]

  private static func isWide(_ v: UInt32) -> Bool {
    guard v >= 0x1100 else { return false }
    var low = 0
    var high = wideScalarRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let (start, end) = wideScalarRanges[mid]
      if v < start {
        high = mid - 1
      } else if v > end {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
