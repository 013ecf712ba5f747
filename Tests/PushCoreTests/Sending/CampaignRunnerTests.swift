import Foundation
import PushCore
import Synchronization
import TestSupport
import Testing

@Suite("Campaigns against the fake server", .serialized)
struct CampaignRunnerTests {
  private func tokensFile(_ server: FakeFCMServer, count: Int, extra: String = "") throws -> URL {
    let url = server.directory.appendingPathComponent("audience.txt")
    let lines = (0..<count).map { String(format: "token-%05d", $0) }
    try ("# audience\n" + lines.joined(separator: "\n") + "\n" + extra).write(
      to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func transientFailuresNeverDeliverATokenTwice() async throws {
    let server = try FakeFCMServer(
      arguments: ["--transient-rate", "0.05", "--lost-reply-rate", "0.01", "--seed", "7"])
    let file = try tokensFile(server, count: 1000)
    try await server.configure(#"{"lost_reply_delay": 1.5}"#)
    let runner = CampaignRunner(sender: try makeSender(server, timeout: 0.5, connections: 32))
    let campaign = Campaign(
      message: sampleMessage, audience: .tokens([], file: file, fileDisplayName: "audience.txt"),
      concurrency: 32, project: server.project,
      journalPath: server.directory.appendingPathComponent("j.journal").path)
    let summary = try await runner.run(campaign)
    // 503/500/429 are retried; a dropped connection or lost reply may have been processed,
    // so it is unconfirmed and never sent a second time.
    #expect(summary.notDelivered == 0)
    #expect(summary.unconfirmed > 0)
    #expect(summary.sent + summary.unconfirmed == 1000)
    let delivered = try await server.deliveredCounts()
    #expect(delivered.values.allSatisfy { $0 == 1 })
    #expect(delivered.count >= summary.sent)
    #expect(delivered.count <= 1000)
    #expect(try await server.stats()["lost_replies", default: 0] > 0)
    #expect(try await server.stats()["faults", default: 0] > 20, "faults were injected")
  }

  @Test func duplicatesAndMalformedLinesAreReportedAndSkipped() async throws {
    let server = try FakeFCMServer()
    let file = try tokensFile(
      server, count: 5, extra: "token-00001\n\nnot a token\n  token-00002  \r\nx,y\n")
    let issues = Mutex<[TokenIssue]>([])
    let runner = CampaignRunner(sender: try makeSender(server))
    let summary = try await runner.run(
      Campaign(
        message: sampleMessage,
        audience: .tokens(["token-00003", "extra-1"], file: file, fileDisplayName: "audience.txt"),
        project: server.project)
    ) { event in
      if case .issue(let issue) = event { issues.withLock { $0.append(issue) } }
    }
    #expect(summary.sent == 6)
    #expect(summary.duplicates == 3)
    #expect(summary.malformedLines == 2)
    let seen = issues.withLock { $0 }
    #expect(seen.map(\.line) == [9, 11])
    #expect(
      seen.first?.description
        == "audience.txt:9: not a registration token: contains a space (one token per line)")
    #expect(seen.last?.reason.contains("CSV") == true)
    #expect(try await server.deliveredCounts().values.allSatisfy { $0 == 1 })
  }

  @Test func stopThenResumeDeliversTheRestWithNoDuplicates() async throws {
    let server = try FakeFCMServer()
    let file = try tokensFile(server, count: 400)
    let journal = server.directory.appendingPathComponent("c.journal").path
    let report = server.directory.appendingPathComponent("report.csv").path
    let campaign = Campaign(
      message: sampleMessage, audience: .tokens([], file: file, fileDisplayName: "audience.txt"),
      concurrency: 16, project: server.project, journalPath: journal, reportPath: report)
    let stop = StopSignal()
    let first = CampaignRunner(sender: try makeSender(server, stop: stop), stop: stop)
    let summary1 = try await first.run(campaign) { event in
      if case .result(_, let progress) = event, progress.done == 100 { stop.stop() }
    }
    #expect(summary1.stopped)
    #expect(summary1.sent >= 100 && summary1.sent < 400)
    // A fresh run over the unfinished journal is refused.
    let refused = await #expect(throws: SendError.self) {
      try await CampaignRunner(sender: try makeSender(server)).run(campaign)
    }
    #expect(refused?.description.contains("--resume") == true)

    var resumed = campaign
    resumed.resume = true
    let summary2 = try await CampaignRunner(sender: try makeSender(server)).run(resumed)
    #expect(summary2.alreadyDone == summary1.sent)
    #expect(summary1.sent + summary2.sent == 400)
    let delivered = try await server.deliveredCounts()
    #expect(delivered.count == 400)
    #expect(delivered.values.allSatisfy { $0 == 1 })
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "token,outcome,result,attempts")
    #expect(lines.count == 401)
  }

  @Test func hardCancelThenResumeNeverSendsTwice() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"delay": 0.02}"#)
    let file = try tokensFile(server, count: 300)
    let journal = server.directory.appendingPathComponent("k.journal").path
    let campaign = Campaign(
      message: sampleMessage, audience: .tokens([], file: file, fileDisplayName: "audience.txt"),
      concurrency: 8, project: server.project, journalPath: journal)
    let (first, second) = try await cancelThenResume(campaign, on: server, stopAfter: 50)
    #expect(first.stopped)
    #expect(second.unconfirmed <= 8)
    let delivered = try await server.deliveredCounts()
    #expect(delivered.values.allSatisfy { $0 == 1 }, "nobody got the message twice")
    #expect(delivered.count >= 300 - second.unconfirmed)
  }

  @Test func resumeRefusesAChangedMessage() async throws {
    let server = try FakeFCMServer()
    let journal = server.directory.appendingPathComponent("m.journal").path
    var campaign = Campaign(
      message: sampleMessage, audience: .tokens(["a", "b"], file: nil, fileDisplayName: nil),
      project: server.project, journalPath: journal)
    let stop = StopSignal()
    stop.stop()
    _ = try await CampaignRunner(sender: try makeSender(server), stop: stop).run(campaign)
    campaign.resume = true
    campaign.message = ["notification": ["title": "Different"]]
    let error = await #expect(throws: SendError.self) {
      try await CampaignRunner(sender: try makeSender(server)).run(campaign)
    }
    #expect(error?.description.contains("message changed") == true)
  }

  @Test func rejectedTokensAreNeverCountedAsSent() async throws {
    let server = try FakeFCMServer()
    let report = server.directory.appendingPathComponent("r.jsonl").path
    let summary = try await CampaignRunner(sender: try makeSender(server)).run(
      Campaign(
        message: sampleMessage,
        audience: .tokens(["ok-1", "unreg-2", "bad-3"], file: nil, fileDisplayName: nil),
        project: server.project, reportPath: report))
    #expect(summary.sent == 1)
    #expect(summary.rejectedByCode == ["UNREGISTERED": 1, "INVALID_ARGUMENT": 1])
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").map(
      String.init)
    #expect(
      lines.contains(
        #"{"token":"unreg-2","outcome":"rejected","error":"UNREGISTERED","attempts":1}"#))
    #expect(
      lines.contains(
        #"{"token":"ok-1","outcome":"sent","message":"projects/demo-project/messages/1","attempts":1}"#
      ))
  }

  @Test func invalidMessageStopsTheCampaignEarly() async throws {
    let server = try FakeFCMServer()
    try await server.queueFaults(
      #"[{"status":400,"field":"message.apns.payload","description":"bad","count":1000}]"#)
    let summary = try await CampaignRunner(sender: try makeSender(server)).run(
      Campaign(
        message: sampleMessage,
        audience: .tokens((0..<500).map { "t\($0)" }, file: nil, fileDisplayName: nil),
        concurrency: 4, project: server.project))
    #expect(summary.abortReason != nil)
    #expect(summary.sent == 0)
    #expect(try await server.stats()["send_requests", default: 0] <= 8)
  }
}
