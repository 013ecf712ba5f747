extension String {
  /// `count` (grapheme clusters), without grapheme breaking when no scalar can join another:
  /// below U+0300 (before the combining marks) every scalar is its own cluster except CR LF.
  /// Latin text with accents, as in most titles and data values, takes this path.
  var characterCount: Int {
    var scalars = 0
    var previousCR = false
    for scalar in unicodeScalars {
      if scalar.value >= 0x300 { return count }
      if previousCR && scalar == "\n" { return count }
      previousCR = scalar == "\r"
      scalars += 1
    }
    return scalars
  }
}
