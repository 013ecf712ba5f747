/// Text from a file made safe to draw or print: the characters `TerminalSafe` names (C0, DEL,
/// C1, bidi controls, zero-width characters, line breaks and tabs) are shown as `\u` escapes,
/// the one way every pane shows them.
public enum DisplayText {
  public static func sanitized(_ text: String) -> String {
    TerminalSafe.escaped(text)
  }
}
