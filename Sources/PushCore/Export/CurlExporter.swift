/// A runnable `curl` command for `messages:send`.
///
/// The body is the exact pretty-printed request body, passed on standard input through a quoted
/// here-document (`<<'JSON'`), so quotes, `$`, backslashes and any Unicode text reach FCM
/// byte for byte with no shell escaping. The access token comes from `$FCM_ACCESS_TOKEN` (the
/// shell stops with a message when it is unset).
enum CurlExporter {
  static let tokenVariable = "FCM_ACCESS_TOKEN"

  static func export(_ context: ExportContext) -> ExportResult {
    var notes = context.notes
    let project = context.options.project ?? ExportOptions.projectPlaceholder
    if context.options.project == nil {
      notes.append(
        "Project: \(ExportOptions.projectPlaceholder) is a placeholder; "
          + "export with --project ID or edit the URL.")
    }
    let base = context.options.endpoint ?? ExportOptions.defaultEndpoint
    let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
    let url = percentEncodingControls("\(trimmed)/v1/projects/\(project)/messages:send")
    var lines = ["#!/bin/sh"]
    lines += context.summary(with: "curl and the FCM HTTP v1 API").map {
      "# " + CodeLines.comment($0)
    }
    lines += [
      "# Needs an OAuth 2.0 access token for a service account of the project, for example:",
      "#   export \(tokenVariable)=\"$(gcloud auth print-access-token)\"",
    ]
    lines += notes.map { "# " + CodeLines.comment($0) }
    lines += [
      "curl -sS -X POST \(shellQuoted(url)) \\",
      "  -H \"Authorization: Bearer ${\(tokenVariable):?set \(tokenVariable)}\" \\",
      "  -H \"Content-Type: application/json; charset=UTF-8\" \\",
      "  --data-binary @- <<'JSON'",
      // `TerminalSafe` on JSON text only respells characters inside strings as `\uHHHH`
      // escapes (outside strings JSON holds none): FCM receives the same values.
      TerminalSafe.escaped(JSONWriter.string(context.body), layout: .multiLine),
      "JSON",
    ]
    return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
  }

  /// `url` with control and invisible formatting characters percent-encoded (a URL cannot
  /// hold them raw anyway), so a project id or endpoint cannot break the command line.
  static func percentEncodingControls(_ url: String) -> String {
    var out = ""
    for scalar in url.unicodeScalars {
      if TerminalSafe.mustEscape(scalar) || scalar == " " {
        for byte in String(scalar).utf8 {
          out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `"…"` when nothing in `text` is special inside double quotes, else `'…'` with `'\''`.
  static func shellQuoted(_ text: String) -> String {
    let special: Set<Character> = ["\"", "$", "`", "\\", "!"]
    if !text.contains(where: special.contains) { return "\"" + text + "\"" }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
