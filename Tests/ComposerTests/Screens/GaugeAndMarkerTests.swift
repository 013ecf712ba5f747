import Composer
import PushCore
import TermUI
import Testing

/// Gauges change role near and over the payload limit; tab markers count problems.
@Suite struct GaugeAndMarkerTests {
  let size = Size(width: 120, height: 40)

  /// The sample with one custom data value of `bytes` characters.
  private func draft(dataBytes bytes: Int, topic: String? = nil) -> Draft {
    var draft = SampleDraft.draft
    draft.setValue(.string(String(repeating: "x", count: bytes)), at: "message.data.blob")
    if let topic { draft.setValue(.string(topic), at: "message.topic") }
    return draft
  }

  /// The role of the figures on the gauge row that starts with `label`.
  private func gaugeRole(_ label: String, draft: Draft) throws -> (String?, String) {
    let state = ScreenFixtures.sample(size, draft: draft)
    let buffer = ScreenFixtures.render(state).buffer
    let layout = ComposerLayout(state)
    let row = try #require(buffer.find(label + " ", in: layout.gauges))
    let text = buffer.text(row: row.y)
    let slash = try #require(
      buffer.find(" / ", in: Rect(x: 0, y: row.y, width: size.width, height: 1)))
    return (buffer[slash.x - 1, row.y].role, text)
  }

  @Test func comfortablyUnderIsOK() throws {
    let (role, text) = try gaugeRole("Android", draft: SampleDraft.draft)
    #expect(role == "ui.gauge.ok")
    #expect(text.contains("/ 4096 B"))
  }

  @Test func nearTheLimitWarns() throws {
    let (role, _) = try gaugeRole("Android", draft: draft(dataBytes: 3500))
    #expect(role == "ui.gauge.warn")
  }

  @Test func overTheLimitIsOver() throws {
    let (role, text) = try gaugeRole("Apple", draft: draft(dataBytes: 4200))
    #expect(role == "ui.gauge.over")
    #expect(text.contains("████████████████████████████████████"))
  }

  @Test func topicMessagesUseTheLowerLimit() throws {
    let (role, text) = try gaugeRole("Web", draft: draft(dataBytes: 1550, topic: "sale"))
    #expect(text.contains("/ 2048 B"))
    #expect(role == "ui.gauge.warn")
  }

  @Test func consoleCounterCountsCharacters() throws {
    let (role, text) = try gaugeRole("Console", draft: draft(dataBytes: 1200))
    #expect(text.contains("/ 1000 chars"))
    #expect(role == "ui.gauge.over")
  }

  @Test func overLimitMarksThePreviewTab() throws {
    let state = ScreenFixtures.sample(size, draft: draft(dataBytes: 4200))
    let buffer = ScreenFixtures.render(state).buffer
    let layout = ComposerLayout(state)
    let marker = try #require(buffer.find("Android ●", in: layout.previewTabs))
    #expect(buffer[marker.x + 8, marker.y].role == "diagnostic.error")
  }

  @Test func tabMarkersCountProblemsPerTab() throws {
    var draft = ScreenScenarios.draftWithErrors
    draft.setValue("loud", at: "message.android.priority")
    let state = ScreenFixtures.sample(size, draft: draft)
    let buffer = ScreenFixtures.render(state).buffer
    let tabs = ComposerLayout(state).formTabs
    let android = try #require(buffer.find("Android ●2", in: tabs))
    #expect(buffer[android.x + 8, android.y].role == "diagnostic.error")
    #expect(buffer.find("Apple ●1", in: tabs) != nil)
    #expect(buffer.find("Web ●", in: tabs) == nil)
  }

  @Test func noProblemsNoMarkers() {
    let state = ScreenFixtures.sample(size)
    let buffer = ScreenFixtures.render(state).buffer
    #expect(buffer.find("●", in: ComposerLayout(state).formTabs) == nil)
  }
}
