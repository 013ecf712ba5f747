import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

@Suite("fcm-compose topics", .serialized)
struct TopicsCommandTests {
  /// 2,500 tokens: 2,440 good, 20 already in the topic, 20 unregistered, 10 malformed for
  /// FCM and 10 with too many topics.
  private static func tokens() -> (all: [String], already: [String]) {
    var all = (0..<2440).map { "tok-\($0)-abcdefghij" }
    let already = (0..<20).map { "old-\($0)-abcdefghij" }
    all += already
    all += (0..<20).map { "unreg-\($0)-abcdefghij" }
    all += (0..<10).map { "bad-\($0)-abcdefghij" }
    all += (0..<10).map { "many-\($0)-abcdefghij" }
    return (all, already)
  }

  @Test func subscribes2500TokensOneRequestEachWith409AsSubscribed() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    let (all, already) = Self.tokens()
    try h.write("t.txt", all.joined(separator: "\n") + "\n")
    try await h.server.seedSubscriptions(
      Dictionary(uniqueKeysWithValues: already.map { ($0, ["beta": "2026-01-02"]) }))
    let (status, out) = await h.run(
      ["topics", "subscribe", "/topics/beta", "--tokens-file", "t.txt", "--report", "r.csv"]
        + h.connection)
    #expect(status == 1, "some tokens were refused: \(out.stderr)")
    let requests = try await h.server.topicRequests()
    #expect(requests.count == 2500)
    #expect(requests.allSatisfy { $0.api == "v1" && $0.method == "POST" && $0.topic == "beta" })
    #expect(requests.filter { $0.status == 409 }.count == 20)
    #expect(out.stdout.contains("Subscribed to topic beta:"))
    #expect(out.stdout.contains("Subscribed 2460 of 2500"), "409 counts as subscribed")
    #expect(out.stdout.contains("UNREGISTERED"))
    #expect(out.stdout.contains("TOO_MANY_TOPICS"))
    let report = try h.read("r.csv").split(separator: "\n")
    #expect(report.count == 2501)
    #expect(report.contains("old-3-abcdefghij,sent,already subscribed,1"))
    #expect(report.contains("unreg-0-abcdefghij,rejected,UNREGISTERED,1"))
    #expect(report.contains("many-0-abcdefghij,rejected,TOO_MANY_TOPICS,1"))
    #expect(report.contains("bad-0-abcdefghij,rejected,INVALID_ARGUMENT,1"))
    let subscribed = try await h.server.subscriptions().filter { $0.value["beta"] != nil }
    #expect(subscribed.count == 2460)
  }

  @Test func legacySubscribes2500TokensInThreeBatchesWithPerTokenErrors() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    let (all, _) = Self.tokens()
    try h.write("t.txt", all.joined(separator: "\n") + "\n")
    let (status, out) = await h.run(
      ["topics", "subscribe", "beta", "--legacy", "--tokens-file", "t.txt", "--report", "r.jsonl"]
        + h.connection)
    #expect(status == 1, "\(out.stderr)")
    let requests = try await h.server.topicRequests()
    #expect(requests.count == 3)
    #expect(requests.map(\.tokens.count).sorted() == [500, 1000, 1000])
    #expect(
      requests.allSatisfy { $0.api == "iid" && $0.topic == "/topics/beta" && $0.status == 200 })
    #expect(out.stdout.contains("through the Instance ID API (legacy)"))
    #expect(out.stdout.contains("Subscribed 2460 of 2500"))
    let report = try h.read("r.jsonl")
    #expect(
      report.contains(
        #"{"token":"unreg-0-abcdefghij","outcome":"rejected","error":"NOT_FOUND","attempts":1}"#))
    #expect(report.split(separator: "\n").count == 2500)
  }

  @Test func legacyRequestsCarryAccessTokenAuthAnd503sAreRetried() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try await h.server.queueFaults(#"[{"status":503,"count":2}]"#)
    let (status, out) = await h.run(
      ["topics", "unsubscribe", "beta", "--legacy", "--token", "tok-1-abcdefghij"] + h.connection)
    #expect(status == 0, "\(out.stdout)\(out.stderr)")
    let statuses = try await h.server.topicRequests().map(\.status)
    #expect(statuses == [503, 503, 200], "the fake refuses a batch without access_token_auth")
  }

  @Test func anInterruptedUnsubscribeResumesWithNoTokenSentTwice() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    let tokens = (0..<300).map { "tok-\($0)-abcdefghij" }
    try h.write("t.txt", tokens.joined(separator: "\n") + "\n")
    try await h.server.seedSubscriptions(
      Dictionary(uniqueKeysWithValues: tokens.map { ($0, ["beta": "2026-01-02"]) }))
    try await h.server.configure(#"{"hold_after": 100}"#)
    let args =
      ["topics", "unsubscribe", "beta", "--tokens-file", "t.txt", "--report", "r.csv"]
      + h.connection
    let interrupts = InterruptBox()
    let first = Task { await h.run(args, interrupts: interrupts) }
    // The server answers 100 requests and holds the rest: the stop lands at a known point.
    while try await h.server.stats()["topic_requests", default: 0] < 100 {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(interrupts.interrupt())
    try await h.server.configure(#"{"hold_after": null}"#)
    let (status, out) = await first.value
    #expect(status == 1)
    #expect(out.stdout.contains("--resume"), "\(out.stdout)")
    let firstRun = try await h.server.topicRequests().count
    #expect(firstRun >= 100 && firstRun < 300, "\(firstRun)")
    let (resumed, out2) = await h.run(args + ["--resume"])
    #expect(resumed == 0, "\(out2.stdout)\(out2.stderr)")
    #expect(out2.stdout.contains("Already done by the earlier run: \(firstRun)."))
    let requests = try await h.server.topicRequests()
    #expect(requests.count == 300)
    #expect(Set(requests.flatMap(\.tokens)).count == 300, "no token was sent twice")
    #expect(requests.allSatisfy { $0.method == "DELETE" && $0.status == 200 })
    #expect(try await h.server.subscriptions().values.allSatisfy { $0["beta"] == nil })
    #expect(try h.read("r.csv").split(separator: "\n").count == 301)
  }

  @Test func infoListsTopicsWithTheirDatesAndSaysTheAPIIsLegacy() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try await h.server.seedSubscriptions([
      "tok-1-abcdefghij": ["beta": "2026-01-02", "news": "2025-11-30"]
    ])
    let (status, out) = await h.run(["topics", "info", "tok-1-abcdefghij"] + h.connection)
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stdout.contains("legacy"))
    #expect(out.stdout.contains("app         com.example.app"))
    #expect(out.stdout.contains("platform    ANDROID"))
    #expect(out.stdout.contains("beta  added 2026-01-02"))
    #expect(out.stdout.contains("news  added 2025-11-30"))
    let (jsonStatus, json) = await h.run(
      ["topics", "info", "tok-1-abcdefghij", "--json"] + h.connection)
    #expect(jsonStatus == 0)
    let value = try JSONParser.parse(json.stdout)
    let topics = value.objectValue?["info"]?.objectValue?["rel"]?.objectValue?["topics"]
    #expect(topics?.objectValue?["news"]?.objectValue?["addDate"]?.stringValue == "2025-11-30")
    let (refused, bad) = await h.run(["topics", "info", "unreg-1-abcdefghij"] + h.connection)
    #expect(refused == 1)
    #expect(bad.stderr.contains("…efghij"))
  }

  @Test func theInstanceIDEndpointFollowsTheTrustRule() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    let base = ["topics", "info", "tok-1-abcdefghij", "--credentials", h.server.serviceAccountPath]
    let (status, out) = await h.run(base + ["--iid-endpoint", "https://iid.example.com"])
    #expect(status == 2)
    #expect(out.stderr.contains("iid.example.com"))
    #expect(out.stderr.contains("--allow-endpoint"))
    let (plain, plainOut) = await h.run(base + ["--iid-endpoint", "http://iid.googleapis.com"])
    #expect(plain == 2)
    #expect(plainOut.stderr.contains("plain http"))
    #expect(
      (try? EndpointURL.trusted(
        "https://iid.googleapis.com", role: "the Instance ID endpoint", allowedHosts: []))
        == "https://iid.googleapis.com")
  }

  @Test func topicNamesAreCheckedAsSendChecksThem() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    let (status, out) = await h.run(
      ["topics", "subscribe", "bad topic!", "--token", "tok-1-abcdefghij"] + h.connection)
    #expect(status == 2)
    #expect(out.stderr.contains("topic \"bad topic!\" is not valid"))
    #expect(try await h.server.topicRequests().isEmpty)
  }

  @Test func installationIDsAreSubscribedLikeTokens() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("f.txt", "fid-AAAAAAAAAAAAAAAAAAAA\nfid-BBBBBBBBBBBBBBBBBBBB\n")
    let (status, out) = await h.run(
      ["topics", "subscribe", "beta", "--fids-file", "f.txt"] + h.connection)
    #expect(status == 0, "\(out.stderr)")
    let tokens = try await h.server.topicRequests().flatMap(\.tokens).sorted()
    #expect(tokens == ["fid-AAAAAAAAAAAAAAAAAAAA", "fid-BBBBBBBBBBBBBBBBBBBB"])
  }

  @Test func everyCommandAnswersHelp() async throws {
    for command in ["topics", "tokens"] {
      let result = await CLIHarness.run([command, "--help"])
      #expect(result.status == 0)
      #expect(result.out.hasPrefix("usage: fcm-compose \(command) "))
    }
  }
}

@Suite("fake FCM topic endpoints")
struct FakeTopicEndpointTests {
  /// The fake checks what the real services check, so a client that forgot a header fails.
  @Test func theInstanceIDAPIRefusesABearerTokenWithoutAccessTokenAuth() async throws {
    let server = try FakeFCMServer()
    let transport = CurlTransport(maxConnections: 1)
    let body = Array(#"{"to":"/topics/beta","registration_tokens":["tok-1-abcdefghij"]}"#.utf8)
    let response = try await transport.perform(
      HTTPRequest(
        url: server.baseURL + "/iid/v1:batchAdd",
        headers: ["Authorization: Bearer ya29.whatever", "Content-Type: application/json"],
        body: body))
    #expect(response.status == 401)
    let grant = try await transport.perform(
      HTTPRequest(
        url: server.baseURL + "/computeMetadata/v1/instance/service-accounts/default/token"
          + "?scopes=https://www.googleapis.com/auth/firebase.messaging",
        method: "GET", headers: ["Metadata-Flavor: Google"]))
    let json = try JSONParser.parse(Data(grant.body))
    let token = try #require(json.objectValue?["access_token"]?.stringValue)
    let tooMany = (0...1000).map { "\"tok-\($0)-abcdefghij\"" }.joined(separator: ",")
    let refused = try await transport.perform(
      HTTPRequest(
        url: server.baseURL + "/iid/v1:batchAdd",
        headers: ["access_token_auth: true", "Authorization: Bearer \(token)"],
        body: Array(#"{"to":"/topics/beta","registration_tokens":[\#(tooMany)]}"#.utf8)))
    #expect(refused.status == 400, "at most 1,000 tokens a request")
    #expect(String(decoding: refused.body, as: UTF8.self).contains("at most 1000"))
    #expect(try await server.topicRequests().map(\.status) == [401, 400])
  }
}
