import Foundation

/// Access tokens printed by a command (a profile's `access_token_command`, e.g.
/// `gcloud auth print-access-token`), run with `/bin/sh -c`; standard output is trimmed.
///
/// The command runs once, on first use, and again when FCM refuses the token it printed. An
/// actor, so a campaign's many concurrent first requests run it only once.
public actor CommandAccessToken: AccessTokenProvider {
  private let command: String
  private let environment: [String: String]
  private var cached: String?

  /// A provider running `command` with `environment`.
  public init(command: String, environment: [String: String]) {
    self.command = command
    self.environment = environment
  }

  public func accessToken() async throws(SendError) -> String {
    if let cached { return cached }
    let token = StaticAccessToken.cleaned(try run())
    guard !token.isEmpty else {
      throw .accessTokenCommandFailed(command: command, reason: "it printed nothing")
    }
    if LegacyServerKey.looksLikeOne(token) { throw .legacyServerKey(path: nil) }
    cached = token
    return token
  }

  public func invalidate(_ token: String) async -> Bool {
    guard cached == token else { return cached != nil }
    cached = nil
    return true
  }

  private func run() throws(SendError) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .accessTokenCommandFailed(command: command, reason: "\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let firstLine =
        String(decoding: errorData, as: UTF8.self).split(whereSeparator: \.isNewline).first
        .map { ": " + $0 } ?? ""
      throw .accessTokenCommandFailed(
        command: command, reason: "exit status \(process.terminationStatus)\(firstLine)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
