import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// Bad input to `send` gets a clear message naming the option or file, and nothing from a draft,
/// a tokens file or the server reaches the terminal as a control sequence.
@Suite("send: bad input and terminal-safe output", .serialized)
struct SendInputHardeningTests {
  private let draft = #"{"message":{"notification":{"title":"Sale","body":"50% off"}}}"#

  private func run(
    _ server: FakeFCMServer, _ arguments: [String], env extra: [String: String] = [:]
  ) async throws -> (Int32, Output) {
    try draft.write(
      to: server.directory.appendingPathComponent("draft.json"), atomically: true, encoding: .utf8)
    let output = Output()
    var env = [
      "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state",
      "GOOGLE_APPLICATION_CREDENTIALS": server.serviceAccountPath,
    ]
    env.merge(extra) { $1 }
    let status = await SendCommand.run(
      arguments: ["draft.json", "--endpoint", server.baseURL] + arguments,
      context: output.context(directory: server.directory, environment: env),
      environment: .testing(retryPolicy: fastRetriesCLI))
    return (status, output)
  }

  private func write(_ text: String, _ name: String, in server: FakeFCMServer) throws {
    try Data(text.utf8).write(to: server.directory.appendingPathComponent(name))
  }

  @Test(arguments: [
    (["--timeout", "1e16"], "--timeout 1e16: expected a number of seconds from 0.001 to 3600"),
    (["--timeout", "0"], "--timeout 0: expected a number of seconds from 0.001 to 3600"),
    (["--timeout", "nan"], "--timeout nan: expected a number of seconds"),
    (["--quota-wait", "1e9"], "--quota-wait 1e9: expected a number of seconds from 0 to 3600"),
    (["--quota-wait", "-1"], "--quota-wait -1: expected a number of seconds from 0 to 3600"),
    (["--concurrency", "5000"], "--concurrency 5000: expected a whole number from 1 to 1000"),
    (["--concurrency", "1e3"], "--concurrency 1e3: expected a whole number from 1 to 1000"),
    (["--max-attempts", "0"], "--max-attempts 0: expected a whole number from 1 to 20"),
    (
      ["--max-attempts", "99999999999999999999"],
      "--max-attempts 99999999999999999999: expected a whole number from 1 to 20"
    ),
  ])
  func numericOptionsOutOfRangeNameTheOptionAndTheRange(_ arguments: [String], _ message: String)
    async throws
  {
    let server = try FakeFCMServer()
    let (status, output) = try await run(server, ["--token", "tok-1"] + arguments)
    #expect(status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(try await server.stats()["send_requests"] == 0)
  }

  @Test func timeoutAtTheTopOfTheRangeSends() async throws {
    let server = try FakeFCMServer()
    let (status, _) = try await run(server, ["--token", "tok-1", "--timeout", "3600"])
    #expect(status == 0)
  }

  @Test(arguments: ["1e300", "-5", "inf", "soon"])
  func clockVariableOutOfRangeIsAUsageError(_ value: String) async throws {
    let server = try FakeFCMServer()
    let validate = await CLIHarness.run(
      ["validate", "draft.json"], environment: ["FCM_COMPOSE_NOW": value], in: server.directory)
    #expect(validate.status == 2)
    #expect(
      validate.err.contains("FCM_COMPOSE_NOW must be seconds since 1970 from 0 to 253402300799"))
  }

  @Test func directoryAsTokensFileIsRefusedBeforeSending() async throws {
    let server = try FakeFCMServer()
    try FileManager.default.createDirectory(
      at: server.directory.appendingPathComponent("audience"), withIntermediateDirectories: true)
    let (status, output) = try await run(server, ["--tokens-file", "audience"])
    #expect(status == 2)
    #expect(
      output.stderr.contains(
        "cannot read tokens file audience: it is a directory, not a regular file"))
    #expect(try await server.stats()["send_requests"] == 0)
  }

  @Test func fifoAsTokensFileIsRefusedWithoutBlocking() async throws {
    let server = try FakeFCMServer()
    let path = server.directory.appendingPathComponent("audience.fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let (status, output) = try await run(server, ["--tokens-file", "audience.fifo"])
    #expect(status == 2)
    #expect(output.stderr.contains("it is a named pipe (FIFO), not a regular file"))
  }

  @Test func overLongTokensLineIsReportedAndTheRestIsSent() async throws {
    let server = try FakeFCMServer()
    let long = String(repeating: "x", count: (1 << 20) + 1)
    try write("tok-1\n\(long)\ntok-3\n", "audience.txt", in: server)
    let (status, output) = try await run(server, ["--tokens-file", "audience.txt"])
    #expect(status == 1)  // a line was not sent to
    #expect(
      output.stderr.contains(
        "audience.txt:2: not a registration token: is longer than 1 MiB, the longest line read "
          + "(skipped)"))
    #expect(try await server.deliveredCounts() == ["tok-1": 1, "tok-3": 1])
  }

  @Test func tokensFileLineWithEscapesIsQuotedEscaped() async throws {
    let server = try FakeFCMServer()
    try write("tok-1\nbad\u{1B}]52;c;aGk=\u{07} token\n", "audience.txt", in: server)
    let (_, output) = try await run(server, ["--tokens-file", "audience.txt"])
    #expect(output.stderr.contains("audience.txt:2: not a registration token"))
    #expect(!output.stderr.contains("\u{1B}") && !output.stdout.contains("\u{1B}"))
    #expect(!output.stderr.contains("\u{07}"))
  }

  @Test func serverErrorTextIsShownEscaped() async throws {
    let server = try FakeFCMServer()
    try await server.queueFaults(
      #"[{"status": 400, "field": "message.x\u001b]0;owned\u0007", "#
        + #""description": "bad\u001b[2J\u202eevil\r\nfake: ok"}]"#)
    let (status, output) = try await run(server, ["--token", "tok-1"])
    #expect(status == 1)
    let all = output.stderr + output.stdout
    #expect(all.contains(#"x\u001b]0;owned\u0007"#), "\(all)")
    #expect(all.contains(#"bad\u001b[2J\u202eevil\u000d\u000afake: ok"#))
    #expect(!all.unicodeScalars.contains { TerminalSafe.mustEscape($0, layout: .multiLine) })
  }
}
