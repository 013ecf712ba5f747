import Foundation
import PushCore

/// Prints JSON for the CLI: plain, or coloured with ANSI SGR codes when stdout is a colour
/// terminal (not with `NO_COLOR` or `TERM=dumb`), from the same token stream the preview uses.
///
/// Control, escape and bidirectional formatting characters inside strings are written as
/// `\uHHHH` escapes (`TerminalSafe`): the same JSON value, but nothing from a draft reaches the
/// terminal as a control sequence.
enum JSONOutput {
  static func text(_ value: JSONValue, compact: Bool, context: CommandContext) -> String {
    if compact { return safe(JSONWriter.string(value, style: .compact)) }
    guard usesColor(context) else { return safe(JSONWriter.string(value)) }
    return JSONWriter.lines(value).map { line in
      String(repeating: " ", count: line.indent)
        + line.tokens.map { token in
          guard let code = sgr(token.kind) else { return safe(token.text) }
          return "\u{1B}[\(code)m\(safe(token.text))\u{1B}[0m"
        }.joined()
    }.joined(separator: "\n")
  }

  /// JSON text with invisible characters in strings respelled as `\uHHHH` escapes.
  static func safe(_ json: String) -> String { TerminalSafe.escaped(json, layout: .multiLine) }

  static func usesColor(_ context: CommandContext) -> Bool {
    context.stdoutIsTTY && (context.environment["NO_COLOR"] ?? "").isEmpty
      && context.environment["TERM"] != "dumb"
  }

  private static func sgr(_ kind: JSONToken.Kind) -> String? {
    switch kind {
    case .key: "34"
    case .string: "32"
    case .number: "36"
    case .boolean, .null: "35"
    case .punctuation, .whitespace: nil
    }
  }
}
