import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// Captures what a command writes.
final class Output: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  var stdout: String { lock.withLock { out } }
  var stderr: String { lock.withLock { err } }

  func context(directory: URL, environment: [String: String]) -> CommandContext {
    CommandContext(
      writeOut: { text in self.lock.withLock { self.out += text } },
      writeErr: { text in self.lock.withLock { self.err += text } },
      readStdin: { Data() }, environment: environment, currentDirectory: directory)
  }
}

@Suite("fcm-compose send", .serialized)
struct SendCommandTests {
  private let draft =
    #"{"name":"Spring sale","message":{"notification":{"title":"Sale","body":"50% off"},"data":{"k":"v"}}}"#

  private func run(
    _ server: FakeFCMServer, _ arguments: [String], env extra: [String: String] = [:],
    environment: SendEnvironment = .testing(retryPolicy: fastRetriesCLI)
  ) async throws -> (Int32, Output) {
    try draft.write(
      to: server.directory.appendingPathComponent("draft.json"), atomically: true, encoding: .utf8)
    let output = Output()
    var env = [
      "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state", "NO_GCE_CHECK": "true",
    ]
    env.merge(extra) { $1 }
    let status = await SendCommand.run(
      arguments: arguments, context: output.context(directory: server.directory, environment: env),
      environment: environment)
    return (status, output)
  }

  private func base(_ server: FakeFCMServer) -> [String] {
    ["draft.json", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL]
  }

  @Test func sendsToTokensAndRecordsRedactedHistory() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, base(server) + ["--token", "device-token-AAA111", "--token", "device-token-BBB222"])
    #expect(status == 0)
    #expect(output.stdout.contains("sent   …AAA111  projects/demo-project/messages/"))
    #expect(output.stdout.contains("Sent 2 of 2"))
    let history = try String(
      contentsOfFile: server.directory.path + "/data/fcm-compose/history.jsonl", encoding: .utf8)
    #expect(history.contains("Spring sale"))
    #expect(history.contains("…BBB222"))
    #expect(!history.contains("device-token-BBB222"))
    #expect(!history.contains("PRIVATE KEY"))
    #expect(
      try await server.deliveredCounts() == ["device-token-AAA111": 1, "device-token-BBB222": 1])
  }

  @Test func theBodySentIsWhatRenderPrintsWithTokenAndCollapseIdentity() async throws {
    let server = try FakeFCMServer()
    let sample = try #require(
      String(data: DraftFile.encode(SampleDraft.draft), encoding: .utf8))
    let path = server.directory.appendingPathComponent("sample.json")
    try sample.write(to: path, atomically: true, encoding: .utf8)
    let now = ["FCM_COMPOSE_NOW": "1800000000"]
    let (status, _) = try await run(
      server,
      ["sample.json", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL],
      env: now)
    #expect(status == 0)
    let draft = try DraftFile.load(path).draft
    var message = RequestRenderer.message(
      draft, options: RenderOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
    let sent = try await server.requests().map(\.raw)
    #expect(sent.count == draft.recipientTokens.count)
    // The sample draft has its own collapse key, tag and apns-collapse-id; the campaign fills
    // in only the web push Topic, the same in every request.
    let first = try JSONParser.parse(try #require(sent.first))
    let topic = try #require(first[path: "message.webpush.headers.Topic"]?.stringValue)
    #expect(topic.hasPrefix("fcmc-") && topic.count == 21)
    message = CollapseIdentity.applied(to: .object(message), value: topic).objectValue ?? [:]
    for token in draft.recipientTokens {
      message["token"] = .string(token)
      let expected = JSONWriter.string(["message": .object(message)], style: .compact)
      #expect(sent.contains(expected), "no request with exactly the rendered body for \(token)")
    }
  }

  @Test func aQuotaPauseIsAnnouncedWithItsLength() async throws {
    let server = try FakeFCMServer()
    try await server.queueFaults(#"[{"status":429,"quota":true}]"#)
    let (status, output) = try await run(server, base(server) + ["--token", "quota-token-1"])
    #expect(status == 0)
    #expect(output.stderr.contains("quota is exceeded (QUOTA_EXCEEDED): every request waits 1 s"))
    #expect(try await server.deliveredCounts() == ["quota-token-1": 1])
  }

  @Test func dryRunAsksFCMToValidateOnly() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, base(server) + ["--dry-run", "--topic", "/topics/news"])
    #expect(status == 0)
    #expect(output.stdout.contains("Validated 1 of 1"))
    let requests = try await server.requests()
    #expect(requests.count == 1)
    #expect(requests.first?.validateOnly == true)
    #expect(requests.first?.body.contains(#""topic":"news""#) == true)
  }

  @Test func missingCredentialsIsAUsageErrorThatSaysWhatToPass() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, ["draft.json", "--token", "t", "--endpoint", server.baseURL])
    #expect(status == 2)
    #expect(output.stderr.contains("--credentials"))
    #expect(output.stderr.contains("GOOGLE_APPLICATION_CREDENTIALS"))
  }

  @Test func legacyServerKeyGetsTheMigrationExplained() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server,
      ["draft.json", "--token", "t", "--project", "p", "--access-token", "AAAAabc:APA91bXYZ"])
    #expect(status == 2)
    #expect(output.stderr.contains("legacy FCM server key"))
  }

  @Test func validatorErrorsBlockTheSend() async throws {
    let server = try FakeFCMServer()
    let env = SendEnvironment.testing(validate: { _ in
      [
        Diagnostic(.fcmRejected, "message.android.ttl", "must end in s")
      ]
    })
    let (status, output) = try await run(server, base(server) + ["--token", "t"], environment: env)
    #expect(status == 1)
    #expect(output.stderr.contains("draft.json: error: message.android.ttl: must end in s"))
    #expect(try await server.stats()["send_requests"] == 0)
  }

  /// Issue 45: a "delivered but dropped" error (FCM accepts it; the browser throws) stops the
  /// send unless `--allow-dropped` is given; any other error stops it even then.
  @Test func droppedErrorsNeedAllowDropped() async throws {
    let server = try FakeFCMServer()
    let dropped = Diagnostic(
      .webRenotifyTag, "message.webpush.notification.renotify", "renotify needs a tag")
    let env = SendEnvironment.testing(validate: { _ in [dropped] })
    let arguments = base(server) + ["--token", "t", "--dry-run"]
    let (refused, output) = try await run(server, arguments, environment: env)
    #expect(refused == 1)
    #expect(output.stderr.contains("--allow-dropped"), "\(output.stderr)")
    #expect(try await server.stats()["send_requests"] == 0)

    let (sent, allowed) = try await run(
      server, arguments + ["--allow-dropped"], environment: env)
    #expect(sent == 0, "\(allowed.stderr)")
    #expect(try await server.stats()["send_requests"] == 1)

    let mixed = SendEnvironment.testing(validate: { _ in
      [dropped, Diagnostic(.range, "message.android.ttl", "too long")]
    })
    let (stopped, _) = try await run(
      server, arguments + ["--allow-dropped"], environment: mixed)
    #expect(stopped == 1)
    #expect(try await server.stats()["send_requests"] == 1)
  }

  /// `send` judges the message at the clock it rendered it with (`FCM_COMPOSE_NOW`), never the
  /// wall clock: an `apns-expiration` after that clock is not "in the past".
  @Test func validationUsesTheRenderClock() async throws {
    let server = try FakeFCMServer()
    let expiring = #"""
      {"message": {"notification": {"title": "Sale"},
        "apns": {"headers": {"apns-expiration": "1100000000"}}}}
      """#
    try expiring.write(
      to: server.directory.appendingPathComponent("expiring.json"), atomically: true,
      encoding: .utf8)
    var arguments = base(server) + ["--token", "tok-1", "--dry-run"]
    arguments[0] = "expiring.json"
    for (now, warned) in [("1000000000", false), ("1200000000", true)] {
      let (status, output) = try await run(server, arguments, env: ["FCM_COMPOSE_NOW": now])
      #expect(status == 0, "\(output.stderr)")
      #expect(output.stderr.contains("is in the past") == warned, "at \(now): \(output.stderr)")
    }
  }

  @Test func campaignReportsBadLinesAndTokensToDelete() async throws {
    let server = try FakeFCMServer()
    let lines =
      ["# list", "tok-1", "", "tok 2", "unreg-3", "tok-1", "bad-4"] + (5..<30).map { "tok-\($0)" }
    try lines.joined(separator: "\n").write(
      to: server.directory.appendingPathComponent("audience.txt"), atomically: true, encoding: .utf8
    )
    let (status, output) = try await run(
      server, base(server) + ["--tokens-file", "audience.txt", "--report", "out.csv"])
    #expect(status == 1)
    #expect(output.stderr.contains("audience.txt:4: not a registration token: contains a space"))
    #expect(output.stderr.contains("progress: "))
    #expect(output.stdout.contains("Sent 26 of 28"))
    #expect(output.stdout.contains("UNREGISTERED"))
    #expect(output.stdout.contains("Tokens to delete (UNREGISTERED) are listed in out.csv"))
    #expect(output.stdout.contains("Skipped: 1 duplicate token (sent once), 1 malformed line."))
    let report = try String(contentsOfFile: server.directory.path + "/out.csv", encoding: .utf8)
    #expect(report.contains("unreg-3,rejected,UNREGISTERED,1"))
    #expect(report.contains("bad-4,rejected,INVALID_ARGUMENT,1"))
  }

  @Test func draftRecipientsAreUsedWithoutTargetFlags() async throws {
    let server = try FakeFCMServer()
    try #"{"message":{"data":{"a":"b"}},"recipients":{"tokens":["from-draft-1"]}}"#
      .write(
        to: server.directory.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
    let (status, _) = try await run(
      server, ["r.json", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL])
    #expect(status == 0)
    #expect(try await server.deliveredCounts() == ["from-draft-1": 1])
  }

  @Test(arguments: [
    (["draft.json", "--token", "a", "--topic", "b"], "one kind of target"),
    (["draft.json", "--bogus"], "unknown option --bogus"),
    (["draft.json", "--concurrency", "0", "--token", "a"], "--concurrency 0"),
    (["draft.json"], "no recipients"),
    (["draft.json", "--token", "a", "--endpoint", "http://fcm.example.com"], "loopback"),
    (["draft.json", "--topic", "no spaces allowed"], "is not valid"),
    (["missing.json", "--token", "a"], "missing.json: cannot read"),
  ])
  func usageMistakesExitTwo(arguments: [String], message: String) async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, arguments, env: ["GOOGLE_APPLICATION_CREDENTIALS": server.serviceAccountPath])
    #expect(status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func campaignsKeepManyRequestsInFlight() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"delay": 0.3}"#)
    try (0..<40).map { "c-\($0)" }.joined(separator: "\n")
      .write(
        to: server.directory.appendingPathComponent("c.txt"), atomically: true, encoding: .utf8)
    let (status, _) = try await run(
      server, base(server) + ["--tokens-file", "c.txt", "--concurrency", "20"])
    #expect(status == 0)
    let peak = try await server.stats()["max_in_flight", default: 0]
    #expect(peak > 10 && peak <= 20, "requests overlap, never more than --concurrency: \(peak)")
    #expect(try await server.stats()["connections", default: 0] <= 25, "connections are reused")
  }

  @Test func helpPrintsUsage() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(server, ["--help"])
    #expect(status == 0)
    #expect(output.stdout.contains("--tokens-file FILE"))
  }

  @Test func resumeFinishesAnInterruptedCampaign() async throws {
    let server = try FakeFCMServer()
    try (0..<60).map { "t-\($0)" }.joined(separator: "\n").write(
      to: server.directory.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    try await server.queueFaults(#"[{"status":503,"count":60}]"#)
    let args =
      base(server) + ["--tokens-file", "a.txt", "--max-attempts", "1", "--concurrency", "4"]
    let (first, out1) = try await run(server, args)
    #expect(first == 1)
    #expect(out1.stdout.contains("rerun with --resume"))
    let requestsSoFar = try await server.stats()["send_requests", default: 0]
    #expect(requestsSoFar == 60)
    let (again, outAgain) = try await run(server, args)
    #expect(again == 2, "a fresh run over an unfinished journal is refused")
    #expect(outAgain.stderr.contains("--resume"))
    let (resumed, out2) = try await run(server, args + ["--resume"])
    #expect(resumed == 0, "\(out2.stdout)\(out2.stderr)")
    let delivered = try await server.deliveredCounts()
    #expect(delivered.count == 60)
    #expect(delivered.values.allSatisfy { $0 == 1 })
  }

  @Test func aTimeoutIsUnconfirmedAndResendSaysWhyNoDuplicateShows() async throws {
    let server = try FakeFCMServer()
    // FCM processes the first request but its answer never comes.
    try await server.queueFaults(#"[{"lost_reply": true, "delay": 1.5}]"#)
    let args =
      base(server) + [
        "--token", "timeout-token-1", "--token", "timeout-token-2", "--token", "timeout-token-3",
        "--concurrency", "1", "--timeout", "0.4", "--report", "r.csv", "--no-history",
      ]
    let (status, output) = try await run(server, args)
    #expect(status == 1)
    #expect(output.stdout.contains("Unconfirmed: 1 token(s) may or may not have the message"))
    let report = try String(
      contentsOf: server.directory.appendingPathComponent("r.csv"), encoding: .utf8)
    #expect(report.contains("timeout-token-1,unconfirmed,TIMEOUT,1"), "\(report)")
    #expect(try await server.stats()["send_requests"] == 3, "a timed-out request is not retried")

    // Plain --resume leaves it alone; --resend-unconfirmed sends it again and says why the
    // second copy does not stack.
    let (again, quiet) = try await run(server, args + ["--resume"])
    #expect(again == 1)
    #expect(quiet.stdout.contains("Unconfirmed: 1"))
    #expect(try await server.stats()["send_requests"] == 3)
    let (resent, loud) = try await run(server, args + ["--resume", "--resend-unconfirmed"])
    #expect(resent == 0, "\(loud.stdout)\(loud.stderr)")
    #expect(loud.stdout.contains("Resent 1 unconfirmed token(s)"))
    #expect(loud.stdout.contains("collapse identity (the draft's own where set, else fcmc-"))
    #expect(try await server.deliveredCounts()["timeout-token-1"] == 2)
    let final = try String(
      contentsOf: server.directory.appendingPathComponent("r.csv"), encoding: .utf8)
    #expect(final.split(separator: "\n").count == 4, "one line per token: \(final)")
    #expect(final.contains("timeout-token-1,sent,"))
  }
}

let fastRetriesCLI = RetryPolicy(maxAttempts: 3, initialDelay: 0.01, maxDelay: 0.05, quotaWait: 0.2)
