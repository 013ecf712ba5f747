import Composer
import Foundation
import PushCore
import TermUI
import Testing

/// A Live Activity push is drawn as the activity on the iOS card (event, alert, content state,
/// stale time), not as a banner; the sample reaches the composer with `--example live-activity`.
@Suite struct LiveActivityDeviceTests {
  func lines(_ draft: Draft, expanded: Bool) -> [String] {
    let state = FeatureFixtures.device(
      Size(width: 160, height: 50), draft: draft, expanded: expanded)
    let buffer = ScreenFixtures.render(state).buffer
    let pane = ComposerLayout(state).preview
    return buffer.lines[pane.y..<pane.bottom].map { String($0.dropFirst(pane.x)) }
  }

  @Test func liveActivitySampleIsDrawnAsTheActivity() {
    let text = lines(SampleDraft.liveActivity, expanded: true).joined(separator: "\n")
    #expect(text.contains("◉ APP · Live Activity"))
    #expect(text.contains("▶ Update"))
    #expect(text.contains("Goal! Arsenal 2-1"))
    #expect(text.contains("homeScore  2"))
    #expect(text.contains("lastEvent  Goal: Saka"))
    #expect(text.contains("stale at 2027-01-18 09:00 UTC"))
  }

  @Test func collapsedShowsTheFirstStateValues() {
    let text = lines(SampleDraft.liveActivity, expanded: false).joined(separator: "\n")
    #expect(text.contains("homeScore"))
    #expect(text.contains("+1 more"))
    #expect(!text.contains("stale at"))
  }

  @Test func anOrdinaryAlertIsNotALiveActivity() {
    let text = lines(SampleDraft.draft, expanded: true).joined(separator: "\n")
    #expect(!text.contains("Live Activity"))
  }

  @Test func theSampleIsValidAndReachableByName() {
    let draft = SampleDraft.liveActivity
    // The sample's event is dated January 2027; judge it a day before.
    let now = Date(timeIntervalSince1970: 1_800_173_000)
    let errors = Validator.validate(draft, options: ValidationOptions(now: now)).filter {
      $0.severity != .info
    }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    #expect(SampleDraft.named("live-activity") == draft)
    #expect(SampleDraft.names == ["spring-sale", "live-activity"])
    let prepared = try? ComposerLaunch.prepare(
      file: "live-activity", example: true, theme: nil, environment: [:],
      currentDirectory: URL(fileURLWithPath: "/tmp"), now: ScreenFixtures.now
    ).get()
    #expect(prepared?.state.draft.name == "Match day Live Activity")
  }
}
