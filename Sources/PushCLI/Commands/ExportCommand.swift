import Foundation
import PushCore

/// `fcm-compose export FILE --as curl|node|python|go|apns [--project ID] [--token T]
/// [--endpoint URL] [--bundle ID] [--output PATH]`
///
/// Prints the export (or writes it atomically to `--output`, mode 0600 since it may hold
/// registration tokens). Like `render`, problems in the draft are listed on stderr and make the
/// exit status 1, but the export is still produced; notes about placeholders and values an SDK
/// cannot express go to stderr too.
enum ExportCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(
        arguments,
        valued: [
          "--as", "--project", "--token", "--endpoint", "--bundle", "--output", "--audience",
          "--row",
        ], flags: [])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    guard args.positionals.count == 1, let path = args.positionals.first else {
      return CLI.usageError(
        "export takes exactly one FILE (or - for stdin)", usage: usage, context: context)
    }
    let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = args.value("--as") else {
      return CLI.usageError("--as is required: one of \(formats)", usage: usage, context: context)
    }
    guard let format = ExportFormat(rawValue: name.lowercased()) else {
      return CLI.usageError(
        "unknown export format \"\(name)\"; use one of \(formats)", usage: usage, context: context)
    }
    let endpoint =
      args.value("--endpoint")
      ?? context.environment["FCM_ENDPOINT"].flatMap {
        $0.isEmpty ? nil : $0
      }
    if let endpoint, let problem = endpointProblem(endpoint) {
      return CLI.usageError(problem, usage: usage, context: context)
    }
    let loaded: LoadedDraft
    let now: Date
    switch DraftInput.prepare(path, usage: usage, context: context) {
    case .ready(let draft, let time): (loaded, now) = (draft, time)
    case .failed(let status): return status
    }
    let displayName = path == "-" ? "<stdin>" : path
    let options = ExportOptions(
      project: args.value("--project"), token: args.value("--token"), endpoint: endpoint,
      bundleID: args.value("--bundle"), now: now,
      sourceName: path == "-" ? nil : (path as NSString).lastPathComponent)
    var result = Exporter.result(loaded.draft, as: format, options: options)
    if let audience = AudienceInput.resolve(
      option: args.value("--audience"), draft: loaded.draft, draftPath: path, context: context),
      MessagePersonalization(message: loaded.draft.message).isPersonalized
    {
      let rowNumber = Int(args.value("--row") ?? "1") ?? 1
      do {
        let reader = try AudienceReader(url: audience.url, source: audience.name, duplicates: false)
        let row: AudienceRow
        switch AudienceInput.lookup(row: rowNumber, token: nil, in: reader) {
        case .row(let found): row = found
        case .skipped(let issue):
          context.errorLine("fcm-compose: row \(rowNumber) is skipped, not sent: \(issue)")
          return ExitCode.problems
        case .missing:
          context.writeErr("fcm-compose: \(audience.name): there is no row \(rowNumber)\n")
          return ExitCode.usage
        }
        result = PersonalizedExport.export(
          loaded.draft, as: format, options: options, row: row, columns: reader.header.columns,
          audience: audience.name)
      } catch {
        context.writeErr("fcm-compose: \(error)\n")
        return ExitCode.usage
      }
    }
    if let output = args.value("--output") {
      do {
        try AtomicFile.write(Data(result.text.utf8), to: context.url(forPath: output), mode: 0o600)
      } catch {
        context.errorLine("fcm-compose: cannot write \(output): \(error)")
        return ExitCode.usage
      }
    } else {
      context.writeOut(result.text)
    }
    for note in result.notes { context.errorLine("fcm-compose: note: \(note)") }
    let diagnostics = AudienceValidator.templateDiagnostics(
      Validator.validate(
        loaded.draft, options: ValidationOptions(now: now), duplicateKeys: loaded.duplicateKeys),
      of: loaded.draft)
    // The export's own SDK refuses what its rules name: for this export those are errors.
    let sdk = Rule.SDK(rawValue: format.rawValue)
    var refused = false
    for d in diagnostics where d.severity != .info {
      if let sdk, d.severity == .warning, d.rule.rule.refusedBy.contains(sdk) {
        refused = true
        context.errorLine(
          "\(displayName): error: \(d.path): \(d.message) [\(d.rule.rawValue)] (an error for "
            + "--as \(format.rawValue): that SDK refuses it)")
      } else {
        context.errorLine("\(displayName): \(d)")
      }
    }
    return Validator.isSendable(diagnostics) && !refused ? ExitCode.ok : ExitCode.problems
  }

  /// Why `endpoint` is unusable, if it is: it must be https, or http on a loopback address.
  static func endpointProblem(_ endpoint: String) -> String? {
    guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(),
      let host = url.host?.lowercased(), !host.isEmpty
    else { return "--endpoint must be a URL like https://fcm.googleapis.com" }
    if scheme == "https" { return nil }
    let loopback = host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    if scheme == "http", loopback { return nil }
    return "--endpoint must use https (plain http only for loopback addresses)"
  }
}
