import Foundation
import TestSupport
import Testing

/// The real binary in tmux: the history screen reads the fake FCM Data API and shows each
/// send's delivery outcome; F on a send's page opens its label's report.
@Suite("delivery outcome in the history (tmux)", .serialized, .enabled(if: TmuxSession.isAvailable))
struct DeliveryReportEndToEndTests {
  static let draft = """
    {"name": "E2E", "message": {"notification": {"title": "Hello", "body": "World"}}}
    """

  /// Two sends: spring_sale on 2026-12-01 (FCM has its figures) and brand_new today (none).
  static func history(project: String) -> String {
    func line(_ time: String, _ label: String, _ draft: String) -> String {
      """
      {"time":"\(time)","project":"\(project)","profile":"e2e","draft":"\(draft)","dry_run":false,\
      "target":"topic news","counts":{"sent":1,"not_delivered":0},"failures":{},\
      "outcome":"finished","request":{"message":{"topic":"news",\
      "notification":{"title":"Hi"},"fcm_options":{"analytics_label":"\(label)"}}}}
      """
    }
    return line("2026-12-01T18:00:00Z", "spring_sale", "Spring sale") + "\n"
      + line("2026-12-05T18:00:00Z", "brand_new", "Brand new") + "\n"
  }

  @Test func historyShowsOutcomesAndFOpensTheReport() async throws {
    let app = try ComposerUnderTest(
      draft: Self.draft,
      profileExtra: "android_app_id = \"1:1234567890:android:0a1b2c3d4e5f6a7b\"",
      environment: { $0.reportEnvironment })
    defer { app.stop() }
    let data = app.home.appendingPathComponent("data/fcm-compose")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Self.history(project: app.server.project).write(
      to: data.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
    let tmux = app.tmux
    try await tmux.waitForText("e2e · demo-project")
    try tmux.sendKeys("F6")
    try await tmux.waitForText(
      "Delivery brand_new: not yet. FCM publishes a day's figures a day or more after the send")
    try tmux.sendKeys("Down")
    let list = try await tmux.waitForText(
      "Delivery spring_sale (2 days, 21,500 accepted): 90.2% delivered · 4.0% pending")
    #expect(list.contains("· 1.9% collapsed"), "\(list)")
    try tmux.sendKeys("Enter")
    try await tmux.waitForText("F delivery report")
    try tmux.sendKeys("F")
    let report = try await tmux.waitForText("Delivery report · spring_sale")
    #expect(report.contains("2026-11-30  no data for this day"), "\(report)")
    #expect(report.contains("TOTAL"))
    #expect(report.contains("█ delivered"))
    try tmux.sendKeys("Escape")
    try await tmux.waitForText("F delivery report")
    // One reading of every page (11 entries, 4 a page) for the whole screen.
    let requests = try await app.server.dataRequests()
    #expect(requests.map { $0["api"] } == ["data", "data", "data"])
  }
}
