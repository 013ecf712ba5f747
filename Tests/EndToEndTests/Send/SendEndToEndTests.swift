import Foundation
import TestSupport
import Testing

/// The real binary in tmux against the loopback fake FCM server: a dry run rejected on a
/// field, a test send to 3 tokens, a 500-token campaign with failures, and a campaign stopped
/// and resumed without duplicates. Screens are polled for text; nothing sleeps a fixed time.
@Suite("send from the composer (tmux)", .serialized, .enabled(if: TmuxSession.isAvailable))
struct SendEndToEndTests {
  static let threeTokens = """
    {"name": "E2E", "recipients": {"tokens": [
      "tok-device-aaaaaa1", "unreg-device-bbbbb2", "tok-device-cccccc3"]},
     "message": {"notification": {"title": "Hello", "body": "World"}}}
    """
  /// No recipients: a campaign asks for a tokens file.
  static let noRecipients = """
    {"name": "E2E", "message": {"notification": {"title": "Hello", "body": "World"}}}
    """

  @Test func dryRunShowsTheServersRejectionOnTheField() async throws {
    let app = try ComposerUnderTest(draft: Self.threeTokens)
    defer { app.stop() }
    try await app.tmux.waitForText("e2e · demo-project")
    try await app.server.queueFaults(
      #"[{"status": 400, "field": "message.notification.title", "description": "Too festive"}]"#)
    try app.tmux.sendKeys("F9")
    let screen = try await app.tmux.waitForText("✗ FCM rejected this: Too festive")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let title = try #require(lines.firstIndex { $0.contains("Notification t") })
    let marker = try #require(lines.firstIndex { $0.contains("✗ FCM rejected this: Too festive") })
    #expect(marker == title + 1, "marker not under the title field:\n\(screen)")
    #expect(screen.contains("FCM rejected message.notification.title: Too festive"))
    let requests = try await app.server.requests()
    #expect(requests.map(\.validateOnly) == [true])
  }

  @Test func testSendToThreeTokensShowsEachOutcome() async throws {
    let app = try ComposerUnderTest(draft: Self.threeTokens)
    defer { app.stop() }
    try await app.tmux.waitForText("e2e · demo-project")
    try app.tmux.sendKeys("F10")
    let screen = try await app.tmux.waitForText("✓ 2 sent  ✗ 1 rejected", timeout: .seconds(15))
    #expect(screen.contains("3/3 100%"))
    for suffix in ["aaaaa1", "bbbbb2", "ccccc3"] {
      let row = screen.split(separator: "\n").first { $0.contains("…" + suffix) }
      #expect(row != nil, "no row for …\(suffix):\n\(screen)")
    }
    let rejected = screen.split(separator: "\n").first { $0.contains("…bbbbb2") } ?? ""
    #expect(rejected.contains("rejected") && rejected.contains("no longer registered"))
    let tokens = try await app.server.requests().compactMap(\.token).sorted()
    #expect(tokens == ["tok-device-aaaaaa1", "tok-device-cccccc3", "unreg-device-bbbbb2"])
    // The send history names the profile and keeps the request and per-token outcomes, with
    // tokens only by their last characters.
    let history = try await waitForFile(app.path("data/fcm-compose/history.jsonl"))
    #expect(history.contains(#""profile":"e2e""#))
    #expect(history.contains("bbbbb2") && !history.contains("unreg-device-bbbbb2"))
    #expect(history.contains(#""request""#))
  }

  private func waitForFile(_ path: String) async throws -> String {
    for _ in 0..<200 {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty {
        return text
      }
      try await Task.sleep(for: .milliseconds(25))
    }
    return ""
  }

  @Test func campaignOf500CountsWhatTheServerRecorded() async throws {
    let app = try ComposerUnderTest(draft: Self.noRecipients)
    defer { app.stop() }
    let tokens = (0..<500).map { n in
      (n % 10 == 3 ? "unreg-" : n % 25 == 7 ? "bad-" : "tok-") + "device-\(n)-abcdefghij"
    }
    try (tokens.joined(separator: "\n") + "\n").write(
      toFile: app.path("tokens.txt"), atomically: true, encoding: .utf8)
    try await app.tmux.waitForText("e2e · demo-project")
    try await app.server.queueFaults(#"[{"status": 503, "count": 12}]"#)
    try app.tmux.sendKeys("F11")
    try await app.tmux.waitForText("tokens file")
    try app.tmux.sendLiteral(app.path("tokens.txt"))
    try app.tmux.sendKeys("Enter")
    let confirm = try await app.tmux.waitForText("[ Cancel ]")
    #expect(confirm.contains("Recipients  500"))
    try app.tmux.sendKeys("Tab")
    try app.tmux.sendKeys("Enter")
    let screen = try await app.tmux.waitUntil(
      description: "campaign finished", timeout: .seconds(60)
    ) { $0.contains("500/500") && $0.contains("finished") }
    let sentOnScreen = try #require(Self.count("✓ ", "sent", in: screen))
    let rejectedOnScreen = Self.count("✗ ", "rejected", in: screen) ?? 0
    let failedOnScreen = Self.count("! ", "failed", in: screen) ?? 0
    let requests = try await app.server.requests()
    let delivered = Set(requests.filter { $0.status == 200 }.compactMap(\.token))
    let refused = Set(requests.filter { [400, 404].contains($0.status) }.compactMap(\.token))
    #expect(sentOnScreen == delivered.count)
    #expect(rejectedOnScreen == refused.count)
    #expect(failedOnScreen == 0)
    #expect(sentOnScreen + rejectedOnScreen == 500)
    #expect(rejectedOnScreen == tokens.filter { !$0.hasPrefix("tok-") }.count)
    let reports = try FileManager.default.contentsOfDirectory(
      atPath: app.path("data/fcm-compose/reports"))
    let name = try #require(reports.first)
    let report = try String(
      contentsOfFile: app.path("data/fcm-compose/reports/" + name), encoding: .utf8)
    #expect(report.split(separator: "\n").count == 501)
    #expect(screen.contains("Report ~/data/fcm-compose/reports/" + name))
  }

  @Test func stoppedCampaignResumesWithoutDuplicates() async throws {
    let app = try ComposerUnderTest(draft: Self.noRecipients)
    defer { app.stop() }
    let tokens = (0..<300).map { "tok-device-\($0)-abcdefghij" }
    try (tokens.joined(separator: "\n") + "\n").write(
      toFile: app.path("tokens.txt"), atomically: true, encoding: .utf8)
    try await app.server.configure(#"{"hold_after": 20}"#)
    try await app.tmux.waitForText("e2e · demo-project")
    try app.tmux.sendKeys("F11")
    try await app.tmux.waitForText("tokens file")
    try app.tmux.sendLiteral(app.path("tokens.txt"))
    try app.tmux.sendKeys("Enter")
    try await app.tmux.waitForText("[ Cancel ]")
    try app.tmux.sendKeys("Tab")
    try app.tmux.sendKeys("Enter")
    // The server answers 20 sends and holds the rest: the stop lands at a known point however
    // slow the machine is.
    try await app.tmux.waitUntil(description: "first 20 results", timeout: .seconds(20)) {
      $0.contains("sending…") && Self.count("✓ ", "sent", in: $0) == 20
    }
    try app.tmux.sendKeys("Escape")
    try await app.tmux.waitForText("stopping…", timeout: .seconds(20))
    try await app.server.configure(#"{"hold_after": null}"#)
    let stopped = try await app.tmux.waitForText("Resume point:", timeout: .seconds(20))
    let firstRun = Self.count("✓ ", "sent", in: stopped) ?? 0
    // What was in flight when the stop landed still gets its answer; nothing new starts.
    // (64 is the default concurrency.)
    #expect(firstRun >= 20 && firstRun <= 20 + 64, "\(stopped)")
    #expect(try await app.server.deliveredCounts().count == firstRun)
    try app.tmux.sendKeys("Escape")
    try await app.tmux.waitForText("Tab next")
    try app.tmux.sendKeys("F11")
    // The prompt offers the tokens file typed last time (its end: a long temporary folder's
    // path scrolls in the prompt's field).
    try await app.tmux.waitUntil(description: "the last tokens file offered") {
      $0.contains("tokens file") && $0.contains("/tokens.txt")
    }
    try app.tmux.sendKeys("Enter")
    let confirm = try await app.tmux.waitForText("[ Resume ]")
    #expect(confirm.contains("This campaign is unfinished: \(firstRun) recipients"))
    // Resume is the default.
    try app.tmux.sendKeys("Enter")
    let resumed = try await app.tmux.waitUntil(
      description: "resumed run finished", timeout: .seconds(30)
    ) {
      $0.contains("finished") && $0.contains("Done.")
    }
    #expect(Self.count("✓ ", "sent", in: resumed) == 300 - firstRun)
    let counts = try await app.server.deliveredCounts()
    #expect(counts.count == 300)
    #expect(counts.values.allSatisfy { $0 == 1 })
    #expect(try await app.server.requests().count == 300)
  }

  /// The number in "✓ 12 sent" on the screen.
  static func count(_ symbol: String, _ word: String, in screen: String) -> Int? {
    guard let range = screen.range(of: "\(symbol)[0-9]+ \(word)", options: .regularExpression)
    else { return nil }
    return Int(screen[range].dropFirst(symbol.count).split(separator: " ")[0])
  }
}
