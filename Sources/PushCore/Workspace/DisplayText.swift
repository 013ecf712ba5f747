/// Text from a file made safe to draw or print: control characters (C0, DEL, C1, and the bidi
/// overrides that reorder a line) never reach a terminal. Line breaks and tabs become spaces,
/// anything else becomes `�`.
public enum DisplayText {
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        out.append(" ")
      } else if isUnsafe(scalar) {
        out.append("\u{FFFD}")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v)
  }
}
