/// Makes untrusted text (server replies, draft strings, file lines) safe to put on a terminal,
/// in a log, a journal or a report: every character that could steer a terminal or reorder
/// what the reader sees is shown as a visible escape instead of being emitted.
///
/// Escaped, as `\u` and four lowercase hex digits (ESC becomes `\u001b`):
/// - C0 controls U+0000–U+001F (newline and tab only in `.multiLine`), DEL U+007F and the
///   C1 controls U+0080–U+009F (which include the 8-bit CSI and OSC introducers);
/// - bidirectional formatting characters: U+061C, U+200E, U+200F, U+202A–U+202E (embeddings
///   and overrides) and U+2066–U+2069 (isolates);
/// - the line and paragraph separators U+2028 and U+2029;
/// - invisible characters that join or hide nothing a reader can see: zero width space
///   U+200B, word joiner and the invisible operators U+2060–U+2064, and U+FEFF (zero width
///   no-break space, the byte order mark). ZWJ and ZWNJ (U+200C, U+200D) stay: emoji sequences
///   and several scripts are written with them.
///
/// This is the one way such characters are shown, in every pane of the composer (form,
/// preview, workspace, status bar) and in the CLI's output; draft files are written with
/// them as `\u` escapes too (`DraftFile.encode`), so an edit elsewhere keeps them as they were.
///
/// Everything else (printable ASCII, other Unicode text, backslashes) is kept as is, so
/// ordinary messages read unchanged.
public enum TerminalSafe {
  /// Which line-structure characters survive.
  public enum Layout: Sendable {
    /// Newline and tab are escaped too: the result is one line (journals, reports, CSV).
    case singleLine
    /// Newline (U+000A) and tab stay; carriage return and every other control are escaped.
    case multiLine
  }

  /// `text` with every unsafe character escaped.
  public static func escaped(_ text: String, layout: Layout = .singleLine) -> String {
    if isSafe(text, layout: layout) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if mustEscape(scalar, layout: layout) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` can be written as is.
  public static func isSafe(_ text: String, layout: Layout = .singleLine) -> Bool {
    // Printable ASCII (the common case) is checked on bytes without decoding.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
    return !text.unicodeScalars.contains { mustEscape($0, layout: layout) }
  }

  /// Whether `scalar` is shown escaped under `layout`.
  public static func mustEscape(_ scalar: Unicode.Scalar, layout: Layout = .singleLine) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return layout == .singleLine
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x2028, 0x2029: return true
    case 0x200B, 0x2060...0x2064, 0xFEFF: return true
    default: return false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
