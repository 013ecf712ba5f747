import Foundation

/// Access tokens printed by a command (a profile's `access_token_command`, e.g.
/// `gcloud auth print-access-token`), run with `/bin/sh -c`; standard output is trimmed and
/// must be one RFC 6750 bearer token.
///
/// The command runs once, on first use, and again when FCM refuses the token it printed; it
/// gets `timeout` seconds (then its whole process group is killed). Its output on both
/// streams is read together, so a chatty standard error cannot block it. Errors name only
/// the command's first word: the rest may hold secrets and ends up in the send history.
/// An actor, so a campaign's many concurrent first requests run it only once.
public actor CommandAccessToken: AccessTokenProvider {
  /// Default seconds a command may run.
  public static let defaultTimeout: Double = 60

  private let command: String
  private let environment: [String: String]
  private let timeout: Double
  public nonisolated let quotaProject: String?
  private var cached: String?

  /// A provider running `command` with `environment`.
  public init(
    command: String, environment: [String: String], timeout: Double = defaultTimeout,
    quotaProject: String? = nil
  ) {
    self.command = command
    self.environment = environment
    self.timeout = timeout
    self.quotaProject = quotaProject
  }

  public nonisolated var kind: CredentialKind { .accessTokenCommand }

  /// The command's first word, the only part of it messages and the history show.
  public static func program(of command: String) -> String {
    let word = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first
    let text = word.map(String.init) ?? ""
    let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    return printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
  }

  public func accessToken() async throws(SendError) -> String {
    if let cached { return cached }
    let token = StaticAccessToken.cleaned(try run())
    let program = Self.program(of: command)
    guard !token.isEmpty else {
      throw .accessTokenCommandFailed(command: program, reason: "it printed nothing")
    }
    if LegacyServerKey.looksLikeOne(token) { throw .legacyServerKey(path: nil) }
    if let problem = AccessTokenSyntax.problem(in: token) {
      throw .credential(
        .malformedAccessToken(source: "the access_token_command `\(program) …`", reason: problem))
    }
    cached = token
    return token
  }

  public func invalidate(_ token: String) async -> Bool {
    guard cached == token else { return cached != nil }
    cached = nil
    return true
  }

  private func run() throws(SendError) -> String {
    let program = Self.program(of: command)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess(command: command, environment: environment, timeout: timeout)
        .run()
    } catch {
      switch error {
      case .spawn(let reason): throw .accessTokenCommandFailed(command: program, reason: reason)
      }
    }
    if outcome.timedOut { throw .credential(.commandTimedOut(program: program, seconds: timeout)) }
    guard let status = outcome.status, status == 0 else {
      let firstLine =
        String(decoding: outcome.stderr.prefix(4096), as: UTF8.self)
        .split(whereSeparator: \.isNewline).first
        .map { line in
          let clean = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
          return ": " + (clean.count > 200 ? String(clean.prefix(200)) + "…" : clean)
        } ?? ""
      let how = outcome.status.map { "exit status \($0)" } ?? "killed by a signal"
      throw .accessTokenCommandFailed(command: program, reason: how + firstLine)
    }
    return String(decoding: outcome.stdout, as: UTF8.self)
  }
}
