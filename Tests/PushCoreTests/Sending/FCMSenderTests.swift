import Foundation
import PushCore
import TestSupport
import Testing

@Suite("FCM sender against the fake server", .serialized)
struct FCMSenderTests {
  @Test func bodySentIsTheRenderedMessagePlusTarget() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server)
    let template = MessageTemplate(message: sampleMessage, dryRun: false)
    let result = await sender.send(body: template.body(for: .token("tok-1")), to: .token("tok-1"))
    #expect(result.outcome == .sent(messageName: "projects/demo-project/messages/1"))
    #expect(result.attempts == 1)
    let recorded = try await server.requests()
    #expect(recorded.map(\.body) == [expectedBody(sampleMessage, .token("tok-1"))])
    #expect(recorded.first?.validateOnly == false)
  }

  @Test func dryRunSetsValidateOnly() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server)
    let template = MessageTemplate(message: sampleMessage, dryRun: true)
    let result = await sender.send(body: template.body(for: .topic("news")), to: .topic("news"))
    #expect(result.outcome == .sent(messageName: "projects/demo-project/messages/fake_message_id"))
    let recorded = try await server.requests()
    #expect(recorded.first?.validateOnly == true)
    #expect(recorded.first?.body == expectedBody(sampleMessage, .topic("news"), dryRun: true))
  }

  @Test func accessTokenIsFetchedOnceAndReused() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server)
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    await withTaskGroup(of: Void.self) { group in
      for i in 0..<20 {
        group.addTask {
          _ = await sender.send(body: body.body(for: .token("t\(i)")), to: .token("t\(i)"))
        }
      }
    }
    let stats = try await server.stats()
    #expect(stats["token_requests"] == 1)
    #expect(stats["delivered"] == 20)
  }

  @Test func expiredAccessTokenIsRefreshed() async throws {
    // Tokens say they last 2 s, and the sender counts that on its own clock; the server keeps
    // accepting them (in real time) however slow the machine is.
    let server = try FakeFCMServer(arguments: ["--token-lifetime", "2", "--token-validity", "600"])
    let time = AdvancingClock()
    let sender = try makeSender(server, clock: time.clock)
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    _ = await sender.send(body: body.body(for: .token("a")), to: .token("a"))
    #expect(try await server.stats()["token_requests"] == 1)
    time.advance(1.2)  // past half of the 2 s lifetime: the token is refreshed before use
    let second = await sender.send(body: body.body(for: .token("b")), to: .token("b"))
    #expect(second.outcome.errorCode == nil)
    #expect(try await server.stats()["token_requests"] == 2)
  }

  @Test func unregisteredAndBadTokensAreRejectedWithoutRetry() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server)
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    for (token, code) in [
      ("unreg-1", "UNREGISTERED"), ("bad-1", "INVALID_ARGUMENT"),
      ("mismatch-1", "SENDER_ID_MISMATCH"), ("apns-1", "THIRD_PARTY_AUTH_ERROR"),
    ] {
      let result = await sender.send(body: body.body(for: .token(token)), to: .token(token))
      guard case .rejected(let info) = result.outcome else {
        Issue.record("\(token): expected a rejection, got \(result.outcome)")
        continue
      }
      #expect(info.code == code)
      #expect(result.attempts == 1)
    }
    #expect(try await server.stats()["send_requests"] == 4)
  }

  @Test func transientErrorsAreRetriedAndHonourRetryAfter() async throws {
    let server = try FakeFCMServer()
    let sleeps = SleepRecorder()
    let sender = try makeSender(server, clock: sleeps.clock)
    try await server.queueFaults(
      #"[{"status":503,"retry_after":"1"},{"status":500},{"status":429,"retry_after":"1"}]"#
    )
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    let result = await sender.send(body: body.body(for: .token("t")), to: .token("t"))
    #expect(result.outcome.errorCode == nil)
    #expect(result.attempts == 4)
    // Waits go through the injected clock (in slices): two honour Retry-After: 1, one is a
    // short backoff.
    let waited = sleeps.sleeps.reduce(0, +)
    #expect(waited >= 2.0, "two Retry-After: 1 waits")
    #expect(waited < 6)
    #expect(try await server.deliveredCounts() == ["t": 1])
  }

  @Test func quotaExceededWaitsAtLeastTheQuotaWait() async throws {
    let server = try FakeFCMServer()
    let sleeps = SleepRecorder()
    let sender = try makeSender(
      server, policy: RetryPolicy(maxAttempts: 3, initialDelay: 0.01, quotaWait: 0.8),
      clock: sleeps.clock)
    try await server.queueFaults(#"[{"status":429,"quota":true}]"#)
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    let result = await sender.send(body: body.body(for: .token("q")), to: .token("q"))
    #expect(result.outcome.errorCode == nil)
    #expect(sleeps.sleeps.reduce(0, +) >= 0.8, "the quota wait, through the injected clock")
  }

  @Test func givesUpAfterMaxAttemptsAsRetryableFailure() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server, policy: RetryPolicy(maxAttempts: 3, initialDelay: 0.01))
    try await server.queueFaults(#"[{"status":503,"count":3}]"#)
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    let result = await sender.send(body: body.body(for: .token("x")), to: .token("x"))
    guard case .failed(let info) = result.outcome else {
      Issue.record("expected failed, got \(result.outcome)")
      return
    }
    #expect(info.code == "UNAVAILABLE")
    #expect(result.attempts == 3)
    #expect(!result.outcome.isFinal)
  }

  @Test func slowResponseTimesOutWithSubSecondTimeout() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server, policy: RetryPolicy(maxAttempts: 1), timeout: 0.4)
    try await server.queueFaults(#"[{"delay":2.0,"status":503}]"#)
    let started = Date()
    let body = MessageTemplate(message: sampleMessage, dryRun: false)
    let result = await sender.send(body: body.body(for: .token("slow")), to: .token("slow"))
    let elapsed = Date().timeIntervalSince(started)
    guard case .networkFailure(.timedOut) = result.outcome else {
      Issue.record("expected a timeout, got \(result.outcome)")
      return
    }
    // The answer comes after 2 s: a timeout outcome means the 0.4 s limit cut it short (no
    // upper bound on wall time, which a loaded machine would break).
    #expect(elapsed >= 0.35)
  }

  @Test func wrongProjectIsPermissionDeniedNamingThePermission() async throws {
    let server = try FakeFCMServer()
    let transport = CurlTransport()
    let account = try ServiceAccount.load(
      contentsOf: URL(fileURLWithPath: server.serviceAccountPath), displayPath: "sa.json")
    let tokens = try ServiceAccountTokenProvider(
      account: account, displayPath: "sa.json", transport: transport)
    let sender = FCMSender(
      project: "other-project", endpoint: server.baseURL, tokens: tokens, transport: transport,
      policy: fastRetries)
    let result = await sender.send(body: Array(#"{"message":{"token":"t"}}"#.utf8), to: .token("t"))
    guard case .aborted(let error) = result.outcome else {
      Issue.record("expected abort, got \(result.outcome)")
      return
    }
    #expect(error.description.contains("cloudmessaging.messages.create"))
    #expect(error.description.contains("'other-project'"))
  }

  @Test func clockSkewIsNamed() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"clock_offset": 7200}"#)
    let sender = try makeSender(server)
    let result = await sender.send(body: Array(#"{"message":{"token":"t"}}"#.utf8), to: .token("t"))
    guard case .aborted(let error) = result.outcome else {
      Issue.record("expected abort, got \(result.outcome)")
      return
    }
    #expect(error.description.contains("clock"))
    #expect(try await server.stats()["send_requests"] == 0)
  }

  @Test func invalidMessageFieldAbortsWithThePath() async throws {
    let server = try FakeFCMServer()
    let sender = try makeSender(server)
    try await server.queueFaults(
      #"[{"status":400,"field":"message.android.ttl","description":"Invalid duration"}]"#)
    let result = await sender.send(body: Array(#"{"message":{"token":"t"}}"#.utf8), to: .token("t"))
    guard case .aborted(.messageRejected(let info)) = result.outcome else {
      Issue.record("expected message rejection, got \(result.outcome)")
      return
    }
    #expect(info.fieldViolations.first?.path == JSONPath("message.android.ttl"))
    #expect(result.attempts == 1)
  }
}

@Suite("Retry decisions")
struct RetryDecisionTests {
  private func sender(
    _ transport: ScriptedTransport, clock: SendClock, policy: RetryPolicy = .standard
  ) -> FCMSender {
    FCMSender(
      project: "p", endpoint: "https://fcm.googleapis.com", tokens: StaticAccessToken("ya29.x"),
      transport: transport, policy: policy, clock: clock, random: { 0 })
  }

  @Test(arguments: [400, 401, 403, 404])
  func clientErrorsAreNeverRetried(status: Int) async {
    let recorder = SleepRecorder()
    let code = status == 404 ? "UNREGISTERED" : status == 403 ? "SENDER_ID_MISMATCH" : nil
    let transport = ScriptedTransport([
      .success(fcmError(status, code, canonical: FCMErrorInfo.canonicalCode(forHTTPStatus: status)))
    ])
    let result = await sender(transport, clock: recorder.clock).send(body: [], to: .token("t"))
    #expect(transport.count == 1)
    #expect(result.attempts == 1)
    #expect(recorder.sleeps.isEmpty)
  }

  @Test func backoffIsExponentialAndRetryAfterIsHonoured() async {
    let recorder = SleepRecorder()
    let transport = ScriptedTransport([
      .success(fcmError(503, nil, canonical: "UNAVAILABLE")),
      .success(fcmError(500, nil, canonical: "INTERNAL")),
      .failure(.notSent("Couldn't connect to server")),
      .success(fcmError(503, nil, canonical: "UNAVAILABLE", retryAfter: "30")),
    ])
    let result = await sender(transport, clock: recorder.clock).send(body: [], to: .token("t"))
    #expect(result.outcome == .sent(messageName: "projects/p/messages/9"))
    #expect(result.attempts == 5)
    // Sleeps are sliced into ≤ 0.2 s steps; add them back up per wait.
    let total: Double = recorder.sleeps.reduce(0, +)
    let expected: Double = 0.5 + 1 + 2 + 30
    #expect(abs(total - expected) < 0.001)
  }

  @Test func aTransportThatCannotLoadStopsTheCampaignAtOnceWithItsReason() async {
    let recorder = SleepRecorder()
    let reason = "cannot load libcurl (install libcurl4): libcurl.so.4: no such file"
    let transport = ScriptedTransport([.failure(.unavailable(reason))])
    let result = await sender(transport, clock: recorder.clock).send(body: [], to: .token("t"))
    #expect(result.outcome == .aborted(.transportUnavailable(reason: reason)))
    #expect(result.outcome.explanation == "Cannot send: \(reason).")
    #expect(transport.count == 1)
    #expect(recorder.sleeps.isEmpty)
  }

  @Test func fixedAccessTokenIsNotRefreshedOn401() async {
    let recorder = SleepRecorder()
    let transport = ScriptedTransport([.success(fcmError(401, nil, canonical: "UNAUTHENTICATED"))])
    let result = await sender(transport, clock: recorder.clock).send(body: [], to: .token("t"))
    guard case .aborted(.unauthenticated) = result.outcome else {
      Issue.record("expected unauthenticated, got \(result.outcome)")
      return
    }
    #expect(transport.count == 1)
  }
}
