import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// The audience in the composer, through the real key pipeline: the scan asked for as an
/// effect (and run here as the runtime would), the Target step's note, row stepping, the
/// worst case, `{{` completion and per-row problems.
@Suite struct AudienceComposerTests {
  static let csv = """
    token,first_name,order_id
    tok-aaa111,Ana,A-1
    tok-bbb222,,A-2
    tok-ccc333,Bartholomew-Maximilian the Third of Somewhere Quite Far Away,A-3-\(String(repeating: "9", count: 40))
    tok-ddd444,Di,\(String(repeating: "x", count: 4200))

    """

  static let draft = Draft(document: [
    "name": "Shipped",
    "recipients": ["audience": "people.csv"],
    "message": [
      "notification": [
        "title": "Hi {{first_name|there}}", "body": "Your order {{order_id}} has shipped",
      ]
    ],
  ])

  /// The home the screens are drawn with; this test's draft and audience live in
  /// `~/fcm-compose-audience-composer-tests` under it (Swift Testing makes one suite value per
  /// test, so each test has its own).
  private let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory(prefix: "fcm-audience-composer") }

  /// A harness on a saved draft beside `people.csv` (holding `csv`), with the first scan
  /// done.
  func harness(draft: Draft = Self.draft, scan: Bool = true, csv: String = Self.csv) throws
    -> ComposerHarness
  {
    let dir = try home.write("fcm-compose-audience-composer-tests/people.csv", csv)
      .deletingLastPathComponent()
    var h = ComposerHarness(
      draft: draft, path: dir.appendingPathComponent("d.json").path, saved: true)
    if scan { try Self.runScans(&h) }
    return h
  }

  /// Runs the scans the reducer asked for, as the runtime does off the input path.
  static func runScans(_ h: inout ComposerHarness) throws {
    let requests = h.effects.compactMap { effect -> AudienceScanRequest? in
      if case .scanAudience(let request) = effect { return request }
      return nil
    }
    h.effects = []
    let last = try #require(requests.last)
    let result = try #require(AudienceScanner.scan(last))
    h.send(.audienceScanned(result))
  }

  private func render(_ state: ComposerState) -> Buffer {
    var buffer = Buffer(size: state.size)
    _ = ComposerView.render(state, into: &buffer, styles: RoleStyles.plain, home: home.path)
    return buffer
  }

  @Test func theTargetStepShowsTheAudiencesRowsAndColumns() throws {
    let h = try harness()
    let text = render(h.state).lines.joined(separator: "\n")
    #expect(text.contains("Audience file         people.csv"))
    #expect(text.contains("4 rows · columns: token, first_name,"))
    #expect(text.contains("Row 1 of 4 · …aaa111"))
    #expect(text.contains(#""title": "Hi Ana""#))
  }

  @Test func theScanIsAnEffectAndTypingOnlyAsksForAnother() throws {
    var h = try harness(scan: false)
    #expect(h.effects.contains { if case .scanAudience(let r) = $0 { !r.debounce } else { false } })
    try Self.runScans(&h)
    try h.focus("message.notification.body")
    try h.type("!")
    let asked = h.effects.compactMap { effect -> AudienceScanRequest? in
      if case .scanAudience(let request) = effect { return request }
      return nil
    }
    #expect(asked.count == 1)
    #expect(asked.first?.debounce == true, "typing waits for a pause before scanning again")
    #expect(
      h.state.audience?.preview?.message["notification"]?.objectValue?["body"]
        == "Your order A-1 has shipped!")
  }

  @Test func rowSteppingShowsEachRecipient() throws {
    var h = try harness()
    try h.type("<A-.>")
    #expect(h.state.audience?.shownRow?.number == 2)
    assertSnapshot(render(h.state), cursor: nil, named: "audienceRow2")
    try h.type("<A-.><A-.><A-.>")
    #expect(h.state.audience?.shownRow?.number == 4, "stepping stops at the last row")
    try h.type("<A-,>")
    #expect(h.state.audience?.shownRow?.number == 3)
  }

  @Test func worstCaseShowsTheRowWithTheLargestPayload() throws {
    var h = try harness()
    try h.type("<A-w>")
    #expect(h.state.audience?.shownRow?.number == 4)
    let buffer = render(h.state)
    assertSnapshot(buffer, cursor: nil, named: "audienceWorstCase")
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("Worst case: row 4 of 4"))
    #expect(text.contains("B max"), "the gauges show the largest size over the audience")
    try h.type("<A-w>")
    #expect(h.state.audience?.shownRow?.number == 1)
  }

  /// The status bar's line (second from the bottom).
  private func statusLine(_ state: ComposerState) -> String {
    let lines = render(state).lines
    return lines[lines.count - 2]
  }

  @Test func theStatusBarCountsTheAudiencesProblemsInsteadOfCallingTheDraftValid() throws {
    var h = try harness(scan: false)
    #expect(statusLine(h.state).contains("checking rows…"))
    #expect(!statusLine(h.state).contains("✓ valid"), "nothing is valid before the rows are")
    try Self.runScans(&h)
    let line = statusLine(h.state)
    // Row 4 is over the payload limit on each platform and the console's count: the same
    // problems (and counts) as the F2 list.
    let listed = AudienceViewsProbe.problems(h.state)
    let errors = listed.filter { $0.severity == .error }.count
    let warnings = listed.filter { $0.severity == .warning }.count
    #expect(errors == 3 && warnings == 1)
    #expect(line.hasSuffix(" ✗ 3  ! 1  1 of 4 rows not sent "), "\(line)")
    #expect(!line.contains("✓ valid"))
  }

  @Test func aCleanAudienceLeavesTheDraftValid() throws {
    let h = try harness(
      csv: "token,first_name,order_id\ntok-aaa111,Ana,A-1\ntok-bbb222,,A-2\n")
    #expect(statusLine(h.state).hasSuffix(" ✓ valid "))
  }

  @Test func skippedRowsAreNotSentEither() throws {
    let h = try harness(
      csv: "token,first_name,order_id\ntok-aaa111,Ana,A-1\n,Bo,A-2\ntok-aaa111,Cy,A-3\n")
    #expect(statusLine(h.state).hasSuffix(" 2 of 3 rows not sent "), "\(statusLine(h.state))")
  }

  @Test func typingDoubleBracesOffersTheColumns() throws {
    var h = try harness()
    try h.focus("message.notification.title")
    try h.type(" {{")
    #expect(h.state.audience?.completion?.candidates == ["first_name", "order_id"])
    try h.type("o")
    #expect(h.state.audience?.completion?.candidates == ["order_id"])
    try h.type("<tab>")
    #expect(h.value("message.notification.title") == "Hi {{first_name|there}} {{order_id}}")
    #expect(h.state.audience?.completion == nil)
    #expect(h.state.currentFocus == .field("message.notification.title"), "Tab did not move on")
  }

  @Test func problemsListPerRowFailuresAndJumpToAnExampleRow() throws {
    var h = try harness()
    try h.type("<F2>")
    let problems = try #require(h.state.popups.last)
    guard case .problems = problems else {
      Issue.record("problems did not open")
      return
    }
    let text = render(h.state).lines.joined(separator: "\n")
    #expect(text.contains("1 row of the audience, e.g. row 4: Android payload is"))
    for _ in 0..<8 where h.state.popups.last != nil {
      let entries = AudienceViewsProbe.problems(h.state)
      let index: Int
      if case .problems(let list)? = h.state.popups.last {
        index = list.selected ?? 0
      } else {
        break
      }
      if entries[safe: index]?.message.contains("row 4") == true {
        try h.type("<ret>")
        break
      }
      try h.type("<down>")
    }
    #expect(h.state.popups.isEmpty)
    #expect(h.state.audience?.shownRow?.number == 4)
  }

  @Test func theComposerRejectsAnInvalidTopicAsTheCLIDoes() throws {
    var draft = SampleDraft.draft
    draft.recipientTokens = []
    draft.setValue("news flash!", at: "message.topic")
    var h = ComposerHarness(draft: draft, path: "/tmp/x.json", saved: true)
    try h.type("<F9>")
    #expect(!h.effects.contains { if case .startSend = $0 { true } else { false } })
    #expect(h.state.status?.kind == .error)
    #expect(h.state.status?.text.contains("Not sent") == true)
    try h.type("<F11>")
    #expect(!h.effects.contains { if case .inspectCampaign = $0 { true } else { false } })
  }
}

/// The problems list as the popup shows it (the composer's own helper is internal).
enum AudienceViewsProbe {
  static func problems(_ state: ComposerState) -> [Diagnostic] {
    let summary = state.audience?.result?.summary
    let rules =
      (summary?.templateProblems ?? [])
      + (summary?.rules ?? []).map { rule in
        Diagnostic(
          rule.rule, rule.path,
          "\(rule.count == 1 ? "1 row" : "\(rule.count) rows") of the audience, e.g. row "
            + "\(rule.rows.first ?? 0): \(rule.example)")
      }
    return state.derived.diagnostics + rules
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
