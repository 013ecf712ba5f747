import Foundation
import PushCore

/// `fcm-compose render FILE --audience A --row N` (or `--token T`): the request one
/// recipient of a personalized campaign receives, its `{{variables}}` filled in.
enum RenderRecipient {
  static func run(
    _ args: ArgumentScanner, loaded: LoadedDraft, path: String, platform: Platform?, now: Date,
    usage: String, context: CommandContext
  ) -> Int32 {
    var rowNumber: Int?
    if let text = args.value("--row") {
      guard let n = Int(text), n >= 1 else {
        return CLI.usageError(
          "--row \(text): expected a row number from 1 (the header is not a row)", usage: usage,
          context: context)
      }
      rowNumber = n
    }
    let token = args.value("--token")
    if rowNumber != nil, token != nil {
      return CLI.usageError("use --row or --token, not both", usage: usage, context: context)
    }
    guard
      let audience = AudienceInput.resolve(
        option: args.value("--audience"), draft: loaded.draft, draftPath: path, context: context)
    else {
      return CLI.usageError(
        "--row and --token need an audience: pass --audience A.csv (or name one in the draft's "
          + "recipients.audience)", usage: usage, context: context)
    }
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: audience.url, source: audience.name, duplicates: false)
    } catch {
      context.writeErr("fcm-compose: \(error)\n")
      return ExitCode.usage
    }
    let row: AudienceRow
    switch AudienceInput.lookup(row: rowNumber, token: token, in: reader) {
    case .row(let found): row = found
    case .skipped(let issue):
      // The row exists but is not sent: say why (exit 1, as validate --audience does).
      context.errorLine("fcm-compose: row \(rowNumber ?? 1) is skipped, not sent: \(issue)")
      return ExitCode.problems
    case .missing:
      let which = token.map { "no row has token \($0)" } ?? "there is no row \(rowNumber ?? 1)"
      context.writeErr("fcm-compose: \(audience.name): \(which)\n")
      return ExitCode.usage
    }
    var validator = AudienceValidator(draft: loaded.draft, header: reader.header, now: now)
    let verdict = validator.check(row)
    let message = validator.message(for: row)
    let targeted = MessageTarget.placing(reader.header.recipientKey, row.token, in: message)
    let output: JSONValue =
      platform.map { PlatformRenderer.view($0, of: message).value }
      ?? .object(["message": .object(targeted)])
    context.writeOut(
      JSONOutput.text(output, compact: args.has("--compact"), context: context) + "\n")
    let name = path == "-" ? "<stdin>" : path
    let problems = validator.summary.templateProblems + verdict.diagnostics
    for d in problems where d.severity != .info {
      context.writeErr("\(name) + \(audience.name) row \(row.number): \(d)\n")
    }
    return Validator.isSendable(problems) ? ExitCode.ok : ExitCode.problems
  }
}
