import Foundation
import PushCore

extension TopicsCommand {
  /// `topics info TOKEN…`: app, platform and topics of each token, from the Instance ID API.
  static func info(
    _ args: ArgumentScanner, context: CommandContext, environment: SendEnvironment
  ) async -> Int32 {
    let tokens = Array(args.positionals.dropFirst())
    guard !tokens.isEmpty else { return usageError("info needs a TOKEN", context: context) }
    for (i, token) in tokens.enumerated() {
      if let problem = RegistrationToken.problem(in: token) {
        return usageError(
          "TOKEN #\(i + 1) is not a registration token: it \(problem)", context: context)
      }
    }
    let network: NetworkOptions
    do {
      network = try NetworkOptions(args, dryRun: true)
    } catch {
      return usageError(error.message, context: context)
    }
    let connection: NetworkOptions.Connection
    do {
      connection = try await network.connect(
        context: context, environment: environment, connections: 4)
    } catch {
      context.errorLine("fcm-compose topics: \(error)")
      return ExitCode.usage
    }
    let requester = network.requester(connection, stop: StopSignal(), environment: environment)
    var status = ExitCode.ok
    var answers: [JSONValue] = []
    for token in tokens {
      let lookup: InstanceInfo.Lookup
      do {
        lookup = try await InstanceInfo.fetch(
          token: token, endpoint: connection.iidEndpoint, requester: requester)
      } catch {
        context.errorLine("fcm-compose topics: \(error)")
        return ExitCode.usage
      }
      switch lookup {
      case .found(let info):
        if args.has("--json") {
          answers.append(.object(["token": .string(token), "info": info.raw]))
        } else {
          context.writeOut(text(info, token: PushTarget.token(token).redacted))
        }
      case .refused(let error):
        status = ExitCode.problems
        if args.has("--json") {
          answers.append(
            .object([
              "token": .string(token),
              "error": .object([
                "code": .string(error.code), "explanation": .string(error.explanation),
              ]),
            ]))
        } else {
          context.errorLine(
            "\(PushTarget.token(token).redacted): \(error.code): \(error.explanation)")
        }
      }
    }
    if args.has("--json") {
      let value: JSONValue = answers.count == 1 && tokens.count == 1 ? answers[0] : .array(answers)
      context.writeOut(JSONWriter.string(value, style: .pretty) + "\n")
    }
    return status
  }

  /// The human form: one block per token.
  static func text(_ info: InstanceInfo, token: String) -> String {
    var out = "token \(token)  (Instance ID API: legacy, the only API that lists topics)\n"
    func row(_ label: String, _ value: String?) {
      guard let value else { return }
      let padded = label.padding(toLength: 12, withPad: " ", startingAt: 0)
      out += "  \(padded)\(TerminalSafe.escaped(value))\n"
    }
    row("app", info.application)
    row("version", info.applicationVersion)
    row("platform", info.platform)
    row("sender", info.authorizedEntity)
    if info.topics.isEmpty {
      out += "  topics      none\n"
    } else {
      out += "  topics      \(info.topics.count)\n"
      let width = min(40, info.topics.map(\.name.count).max() ?? 0)
      for topic in info.topics {
        let name = TerminalSafe.escaped(topic.name)
        let padded = name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0)
        out += "    \(padded)  added \(TerminalSafe.escaped(topic.addDate ?? "?"))\n"
      }
    }
    return out
  }
}
