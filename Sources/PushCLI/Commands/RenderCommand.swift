import Foundation
import PushCore

/// `fcm-compose render FILE [--platform android|apns|webpush] [--compact]`
enum RenderCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(
        arguments, valued: ["--platform", "--audience", "--row", "--token"], flags: ["--compact"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    guard args.positionals.count == 1, let path = args.positionals.first else {
      return CLI.usageError(
        "render takes exactly one FILE (or - for stdin)", usage: usage, context: context)
    }
    var platform: Platform?
    if let name = args.value("--platform") {
      guard let p = Platform(cliName: name) else {
        return CLI.usageError(
          "unknown platform \"\(name)\"; use android, apns or webpush", usage: usage,
          context: context)
      }
      platform = p
    }
    let loaded: LoadedDraft
    let now: Date
    switch DraftInput.prepare(path, usage: usage, context: context) {
    case .ready(let draft, let time): (loaded, now) = (draft, time)
    case .failed(let status): return status
    }
    if args.value("--audience") != nil || args.value("--row") != nil || args.value("--token") != nil
    {
      return RenderRecipient.run(
        args, loaded: loaded, path: path, platform: platform, now: now, usage: usage,
        context: context)
    }
    let diagnostics = AudienceValidator.templateDiagnostics(
      Validator.validate(
        loaded.draft, options: ValidationOptions(now: now), duplicateKeys: loaded.duplicateKeys),
      of: loaded.draft)
    let request = RequestRenderer.request(loaded.draft, options: RenderOptions(now: now))
    let output: JSONValue
    if let platform, let message = request.objectValue?["message"]?.objectValue {
      output = PlatformRenderer.view(platform, of: message).value
    } else {
      output = request
    }
    context.writeOut(
      JSONOutput.text(output, compact: args.has("--compact"), context: context) + "\n")
    let name = path == "-" ? "<stdin>" : path
    for d in diagnostics where d.severity != .info {
      context.errorLine("\(name): \(d)")
    }
    return Validator.isSendable(diagnostics) ? ExitCode.ok : ExitCode.problems
  }
}

extension Platform {
  /// Parses the CLI's platform names (`apple`, `ios` and `web` are accepted too).
  init?(cliName: String) {
    switch cliName.lowercased() {
    case "android": self = .android
    case "apns", "apple", "ios": self = .apns
    case "webpush", "web": self = .webpush
    default: return nil
    }
  }
}
