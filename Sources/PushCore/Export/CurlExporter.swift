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
    let url = "\(trimmed)/v1/projects/\(project)/messages:send"
    var lines = ["#!/bin/sh"]
    lines += context.summary(with: "curl and the FCM HTTP v1 API").map { "# " + $0 }
    lines += [
      "# Needs an OAuth 2.0 access token for a service account of the project, for example:",
      "#   export \(tokenVariable)=\"$(gcloud auth print-access-token)\"",
    ]
    lines += notes.map { "# " + $0 }
    lines += [
      "curl -sS -X POST \(shellQuoted(url)) \\",
      "  -H \"Authorization: Bearer ${\(tokenVariable):?set \(tokenVariable)}\" \\",
      "  -H \"Content-Type: application/json; charset=UTF-8\" \\",
      "  --data-binary @- <<'JSON'",
      JSONWriter.string(context.body),
      "JSON",
    ]
    return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
  }

  /// `"…"` when nothing in `text` is special inside double quotes, else `'…'` with `'\''`.
  static func shellQuoted(_ text: String) -> String {
    let special: Set<Character> = ["\"", "$", "`", "\\", "!"]
    if !text.contains(where: special.contains) { return "\"" + text + "\"" }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
