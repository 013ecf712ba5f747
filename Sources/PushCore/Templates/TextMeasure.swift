/// What the per-row checks need to know of a piece of text, measured once: a template's
/// literal pieces when it is compiled, each cell when a row is read. Every figure is additive,
/// so a substituted string's figures are the sums of its pieces' figures.
struct TextMeasure: Sendable, Equatable {
  /// UTF-8 bytes.
  var bytes = 0
  /// Bytes inside a JSON string literal (`PayloadSize.quotedBytes` without the quotes).
  var escapedBytes = 0
  /// Unicode scalars.
  var scalars = 0
  /// Whether every scalar is one that `characterCount` counts as a character of its own
  /// (below U+0300, or general punctuation outside the joiners) and none is a CR: such pieces
  /// never join across a boundary, so a concatenation's `characterCount` is the sum of their
  /// scalars.
  var isSimple = true

  /// The empty text.
  static let empty = TextMeasure()

  init() {}

  init(_ text: String) {
    var text = text
    // Plain ASCII without escapes or CR, as most cells are: every figure is the byte count.
    let plain = text.withUTF8 { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != 0x22 && $0 != 0x5C }
    }
    bytes = text.utf8.count
    if plain {
      escapedBytes = bytes
      scalars = bytes
      return
    }
    escapedBytes = PayloadSize.quotedBytes(text) - 2
    var scalars = 0
    var simple = true
    for scalar in text.unicodeScalars {
      scalars += 1
      if !Self.isSimple(scalar.value) { simple = false }
    }
    self.scalars = scalars
    isSimple = simple
  }

  var isEmpty: Bool { bytes == 0 }

  /// Adds `other` (the text followed by `other`).
  mutating func append(_ other: TextMeasure) {
    bytes += other.bytes
    escapedBytes += other.escapedBytes
    scalars += other.scalars
    isSimple = isSimple && other.isSimple
  }

  /// The scalars `String.characterCount` takes without grapheme breaking, less CR (which joins
  /// a following LF).
  private static func isSimple(_ v: UInt32) -> Bool {
    if v == 0x0D { return false }
    return v < 0x300 || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
  }
}
