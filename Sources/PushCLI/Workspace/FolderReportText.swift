import Foundation
import PushCore

/// The plain-text forms of a folder check: one line per finding, the summary table, the
/// drafts closest to their payload limit, and GitHub workflow annotations.
enum FolderReportText {
  /// Findings (`file:line:column: severity: path: message`), then the table.
  static func text(_ files: [CheckedFile]) -> String {
    var out = ""
    for file in files {
      let name = DisplayText.sanitized(file.name)
      for f in file.findings {
        let path = f.path.map { "\($0): " } ?? ""
        out += "\(name):\(f.line):\(f.column): \(f.severity.rawValue): \(path)"
        out += DisplayText.sanitized(f.message) + " [\(f.rule.rawValue)]\n"
      }
      if case .notADraft(let reason) = file.summary.content {
        out += "\(name): skipped: not a draft (\(reason))\n"
      }
    }
    if !out.isEmpty { out += "\n" }
    return out + table(files)
  }

  /// The summary table and the five largest payloads.
  static func table(_ files: [CheckedFile]) -> String {
    let tally = WorkspaceTally(files.map(\.summary))
    let headers = ["FILES", "VALID", "WITH WARNINGS", "WITH ERRORS", "NOT DRAFTS"]
    let values = [tally.files, tally.valid, tally.withWarnings, tally.withErrors, tally.notDrafts]
    var out = headers.joined(separator: "  ") + "\n"
    out +=
      zip(headers, values).map { header, value in
        String(repeating: " ", count: max(0, header.count - "\(value)".count)) + "\(value)"
      }.joined(separator: "  ") + "\n"
    let largest = WorkspaceTally.largest(files.map(\.summary), count: 5)
    guard !largest.isEmpty else { return out }
    out += "\nLARGEST PAYLOADS\n"
    for index in largest {
      guard let payload = files[index].summary.largest else { continue }
      let percent = Int((Double(payload.bytes) * 100 / Double(max(1, payload.limit))).rounded())
      let figure = "\(payload.bytes) / \(payload.limit) B"
      out += "  " + String(repeating: " ", count: max(0, 16 - figure.count)) + figure
      out += "  " + String(repeating: " ", count: max(0, 4 - "\(percent)%".count)) + "\(percent)%"
      out += "  " + payload.platform.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
      out += DisplayText.sanitized(files[index].name) + "\n"
    }
    return out
  }

  /// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::message`, so a
  /// pull request shows each finding on its line.
  static func annotations(_ files: [CheckedFile]) -> String {
    var out = ""
    for file in files {
      for f in file.findings {
        let command =
          switch f.severity {
          case .error: "error"
          case .warning: "warning"
          case .info: "notice"
          }
        let title = f.path.map { "fcm-compose: \($0)" } ?? "fcm-compose"
        out += "::\(command) file=\(property(file.name)),line=\(f.line),col=\(f.column)"
        out += ",title=\(property(title))::\(data(f.message))\n"
      }
    }
    return out
  }

  /// Escapes a workflow command's message.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a workflow command's property value.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
