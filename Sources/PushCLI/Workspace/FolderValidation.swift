import Foundation
import PushCore

/// `validate` on folders (and on files with `--format`): every draft under each DIR found by
/// the workspace's scanner (`.gitignore` and hidden folders skipped), checked by the same
/// validator, then a summary table, `--json`, GitHub annotations or SARIF.
enum FolderValidation {
  enum Format: String, CaseIterable {
    case text, json, github, sarif
  }

  static func run(
    _ paths: [String], format: Format, strict: Bool, now: Date, context: CommandContext
  ) -> Int32 {
    var checked: [CheckedFile] = []
    for path in paths {
      switch collect(path, now: now, context: context) {
      case .success(let files): checked += files
      case .failure(let problem):
        context.writeErr("fcm-compose: \(problem.message)\n")
        return ExitCode.usage
      }
    }
    switch format {
    case .text: context.writeOut(FolderReportText.text(checked))
    case .json: context.writeOut(JSONWriter.string(FolderReportJSON.report(checked)) + "\n")
    case .github:
      context.writeOut(FolderReportText.annotations(checked))
      context.writeOut(FolderReportText.table(checked))
    case .sarif: context.writeOut(JSONWriter.string(FolderReportJSON.sarif(checked)) + "\n")
    }
    let failing = checked.contains { file in
      file.summary.isFailing || (strict && file.summary.warnings > 0)
    }
    return failing ? ExitCode.problems : ExitCode.ok
  }

  /// The files of one argument: every draft file under a folder, or the file itself.
  static func collect(_ path: String, now: Date, context: CommandContext)
    -> Result<[CheckedFile], ArgumentScanner.UsageError>
  {
    if path == "-" {
      let data = context.readStdin()
      let file = WorkspaceFile(path: "<stdin>", modified: now, size: data.count)
      return .success([
        CheckedFile(
          name: "<stdin>", summary: DraftSummary.read(data, file: file, now: now), data: data)
      ])
    }
    let url = context.url(forPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .failure(.init("\(DisplayText.sanitized(path)): no such file or folder"))
    }
    if !isDirectory.boolValue {
      guard let data = FileManager.default.contents(atPath: url.path) else {
        return .failure(.init("\(DisplayText.sanitized(path)): cannot read"))
      }
      let file = WorkspaceFile(path: path, modified: now, size: data.count)
      return .success([
        CheckedFile(name: path, summary: DraftSummary.read(data, file: file, now: now), data: data)
      ])
    }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let shownPrefix = prefix == "./" ? "" : prefix
    return .success(
      WorkspaceScanner.list(root: url).map { file in
        let data = FileManager.default.contents(atPath: url.appendingPathComponent(file.path).path)
        let summary =
          data.map { DraftSummary.read($0, file: file, now: now) }
          ?? DraftSummary(file: file, content: .broken("cannot read the file"))
        return CheckedFile(name: shownPrefix + file.path, summary: summary, data: data ?? Data())
      })
  }
}
