import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// Words in the composer that follow what is true now: the example opens unmodified, an
/// audience file's problem goes once it reads, and stepping through rows says what was skipped.
@Suite struct StatusFollowsCauseTests {
  @Test func theUntouchedExampleIsNotModifiedAndQuitsWithoutAsking() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-example")
    let prepared = try ComposerLaunch.prepare(
      file: nil, example: true, theme: nil,
      environment: ["HOME": scratch.url.path, "XDG_CONFIG_HOME": scratch.url.path + "/.config"],
      currentDirectory: scratch.url, now: Date(timeIntervalSince1970: 1_800_000_000)
    ).get()
    var h = ComposerHarness(draft: prepared.state.draft)
    h.state = prepared.state
    #expect(!h.state.isDirty)
    try h.type("<C-q>")
    #expect(h.state.popups.isEmpty)
    #expect(h.state.isQuitting)

    // Edited, it asks.
    var edited = ComposerHarness(draft: prepared.state.draft)
    edited.state = prepared.state
    try edited.focus("message.notification.title")
    try edited.type("<end>x<C-q>")
    #expect(edited.state.isDirty)
    #expect(!edited.state.popups.isEmpty)
  }

  @Test func anAudienceProblemGoesOnceTheFileReads() throws {
    let home = try TemporaryDirectory(prefix: "fcm-audience-status")
    let dir = try home.write("d/people.csv", "token,name\ntok-aaa111,Ana\n")
      .deletingLastPathComponent()
    let draft = Draft(document: [
      "recipients": ["audience": "people.cs"],
      "message": ["notification": ["title": "Hi {{name}}"]],
    ])
    var h = ComposerHarness(draft: draft, path: dir.appendingPathComponent("d.json").path)
    try AudienceComposerTests.runScans(&h)
    #expect(h.state.status?.text.hasPrefix("cannot read audience") == true)
    try h.focus("recipients.audience")
    try h.type("<end>v")
    try AudienceComposerTests.runScans(&h)
    #expect(h.state.audience?.result?.error == nil)
    #expect(h.state.status == nil)
  }

  @Test func steppingThroughRowsSaysHowManyWereSkippedAndWhere() throws {
    let home = try TemporaryDirectory(prefix: "fcm-audience-skipped")
    // Rows 4 and 5 have no token: the reader skips them.
    let csv = "token,name\ntok-aaa111,Ana\ntok-bbb222,Bo\ntok-ccc333,Cy\n,Di\n,Ed\n"
    let dir = try home.write("d/people.csv", csv).deletingLastPathComponent()
    let draft = Draft(document: [
      "recipients": ["audience": "people.csv"],
      "message": ["topic": "t", "notification": ["title": "Hi {{name}}"]],
    ])
    var h = ComposerHarness(draft: draft, path: dir.appendingPathComponent("d.json").path)
    try AudienceComposerTests.runScans(&h)
    for _ in 0..<4 { h.send(.command(.audienceNextRow)) }
    let status = try #require(h.state.status?.text)
    #expect(status.hasPrefix("Row 3 of 5 · 2 skipped: F2 · "))
  }

  @Test func sendToFollowsTheAudienceFieldWithoutASave() throws {
    let draft = Draft(document: [
      "name": "Aud", "message": ["notification": ["title": "Hi {{name}}"]],
    ])
    var h = ComposerHarness(draft: draft, path: "/nonexistent/d.json", saved: true)
    let noTarget = { (h: ComposerHarness) in
      h.state.derived.diagnostics.contains { $0.message.hasPrefix("no target") }
    }
    #expect(noTarget(h))
    try h.focus("recipients.audience")
    try h.type("A.csv")
    #expect(!noTarget(h))
    #expect(h.state.isDirty)
  }
}
