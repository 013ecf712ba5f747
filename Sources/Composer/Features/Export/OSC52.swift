import Foundation

/// The OSC 52 escape sequence that puts text on the terminal's clipboard (xterm, kitty,
/// WezTerm, iTerm2, foot, Windows Terminal; over SSH too): `ESC ] 52 ; c ; <base64> BEL`.
///
/// Inside tmux (`$TMUX` set) the sequence is wrapped for passthrough
/// (`ESC P tmux; ESC <sequence with ESC doubled> ESC \`), so it reaches the outer terminal
/// when tmux's `allow-passthrough` is on; with `set-clipboard on` tmux also takes the plain
/// sequence itself, so both are sent. Terminals that do not support OSC 52 ignore it.
public enum OSC52 {
  /// The bytes to write to copy `text`.
  public static func sequence(copying text: String, environment: [String: String]) -> String {
    let plain = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    guard let tmux = environment["TMUX"], !tmux.isEmpty else { return plain }
    let escaped = plain.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}")
    return plain + "\u{1B}Ptmux;" + escaped + "\u{1B}\\"
  }
}
