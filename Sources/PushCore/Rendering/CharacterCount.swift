extension String {
  /// `count` (grapheme clusters), without grapheme breaking when no scalar can join another:
  /// below U+0300 (before the combining marks) and in general punctuation other than the
  /// joiners and format characters (dashes, quotes, bullets, …) every scalar is its own
  /// cluster, except CR LF. Latin text with accents, as in most titles and data values, takes
  /// this path.
  var characterCount: Int {
    var scalars = 0
    var previousCR = false
    for scalar in unicodeScalars {
      let v = scalar.value
      if v >= 0x300, !(0x2010...0x2027).contains(v), !(0x2030...0x205E).contains(v) {
        return count
      }
      if previousCR && scalar == "\n" { return count }
      previousCR = scalar == "\r"
      scalars += 1
    }
    return scalars
  }
}
