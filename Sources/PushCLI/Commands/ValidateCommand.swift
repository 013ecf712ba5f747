import Foundation
import PushCore

/// `fcm-compose validate FILE|DIR... [--json] [--strict] [--ignore RULE]... [--format …]`
enum ValidateCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(
        arguments, valued: ["--format", "--audience", "--ignore"], flags: ["--json", "--strict"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    guard !args.positionals.isEmpty else {
      return CLI.usageError(
        "validate needs at least one FILE (or - for stdin)", usage: usage, context: context)
    }
    let now: Date
    do {
      now = try context.now()
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    let strict = args.has("--strict")
    var ignored = Set<RuleID>()
    for name in args.values("--ignore") {
      switch IgnoredRules.parse(name) {
      case .success(let id): ignored.insert(id)
      case .failure(let problem):
        return CLI.usageError("--ignore: " + problem.message, usage: usage, context: context)
      }
    }
    if let folder = folderFormat(args, context: context) {
      guard let format = folder else {
        let formats = FolderValidation.Format.allCases.map(\.rawValue).joined(separator: ", ")
        return CLI.usageError("--format must be one of \(formats)", usage: usage, context: context)
      }
      return FolderValidation.run(
        args.positionals, format: format, strict: strict, now: now, context: context)
    }
    var status = ExitCode.ok
    var records: [JSONValue] = []
    for path in args.positionals {
      let name = path == "-" ? "<stdin>" : path
      var diagnostics: [Diagnostic]
      var audienceFailed = false
      do {
        let loaded = try DraftInput.load(path, context: context)
        diagnostics = AudienceValidator.templateDiagnostics(
          Validator.validate(
            loaded.draft, options: ValidationOptions(now: now, ignored: ignored),
            duplicateKeys: loaded.duplicateKeys),
          of: loaded.draft)
        if let audience = AudienceInput.resolve(
          option: args.value("--audience"), draft: loaded.draft, draftPath: path, context: context)
        {
          diagnostics = AudienceValidator.templateDiagnostics(
            Validator.validate(
              loaded.draft,
              options: ValidationOptions(now: now, hasExternalTarget: true, ignored: ignored),
              duplicateKeys: loaded.duplicateKeys), of: loaded.draft)
          let check = ValidateAudience.run(
            loaded.draft, audience: audience, now: now, strict: strict, json: args.has("--json"),
            context: context)
          if let record = check.record { records.append(record) }
          audienceFailed = check.failed
          if check.unusable { status = ExitCode.usage }
        }
      } catch {
        status = ExitCode.usage
        records.append(
          record(
            file: name, severity: "error", path: nil, message: "\(error)", rule: error.rule,
            error: error))
        if !args.has("--json") { context.errorLine("\(error)") }
        continue
      }
      for d in diagnostics {
        records.append(
          record(
            file: name, severity: d.severity.rawValue, path: d.path.description, message: d.message,
            rule: d.rule))
        if !args.has("--json") { context.outputLine("\(name): \(d)") }
      }
      let failing =
        audienceFailed
        || diagnostics.contains {
          $0.severity == .error || (strict && $0.severity == .warning)
        }
      if failing, status == ExitCode.ok { status = ExitCode.problems }
    }
    if args.has("--json") {
      context.writeOut(JSONOutput.safe(JSONWriter.string(.array(records))) + "\n")
    }
    return status
  }

  /// The folder check's format when a DIR or `--format` is given (nil inside: a bad name);
  /// nil when plain files are validated the classic way.
  private static func folderFormat(_ args: ArgumentScanner, context: CommandContext)
    -> FolderValidation.Format??
  {
    let hasFolder = args.positionals.contains { path in
      var isDirectory: ObjCBool = false
      return path != "-"
        && FileManager.default.fileExists(
          atPath: context.url(forPath: path).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    guard let name = args.value("--format") else {
      return hasFolder ? .some(args.has("--json") ? .json : .text) : nil
    }
    return .some(FolderValidation.Format(rawValue: name))
  }

  private static func record(
    file: String, severity: String, path: String?, message: String, rule: RuleID,
    error: DraftError? = nil
  ) -> JSONValue {
    var object: JSONObject = [
      "file": .string(file), "severity": .string(severity), "rule": .string(rule.rawValue),
    ]
    // "delivered-but-dropped": FCM accepts it, the device or browser discards it.
    if rule.rule.level == .dropped { object["class"] = .string(rule.rule.level.rawValue) }
    if let path { object["path"] = .string(path) }
    if case .syntax(_, let e)? = error {
      object["line"] = .number(JSONNumber(e.line))
      object["column"] = .number(JSONNumber(e.column))
      object["message"] = .string(e.message)
    } else {
      object["message"] = .string(message)
    }
    return .object(object)
  }
}
