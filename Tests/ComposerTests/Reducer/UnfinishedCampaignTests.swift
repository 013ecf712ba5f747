import Composer
import Foundation
import PushCore
import TestSupport
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

@Suite struct UnfinishedCampaignTests {
  @Test func reopeningADraftWithAnUnfinishedCampaignSaysSo() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-unfinished")
    let root = scratch.url
    let config = root.appendingPathComponent("config/fcm-compose")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data("default_profile = \"p\"\n[profiles.p]\nproject = \"proj\"\n".utf8)
      .write(to: config.appendingPathComponent("config.toml"))
    let environment = [
      "HOME": root.path, "XDG_CONFIG_HOME": root.path + "/config",
      "XDG_STATE_HOME": root.path + "/state",
    ]
    var draft = Draft(message: ["notification": ["title": "Hi"]])
    draft.recipientTokens = ["tok-1", "tok-2", "tok-3"]
    let draftURL = root.appendingPathComponent("campaign.json")
    try DraftFile.save(draft, to: draftURL)

    func open() throws -> ComposerLaunch.Prepared {
      try ComposerLaunch.prepare(
        file: draftURL.path, example: false, theme: nil, environment: environment,
        currentDirectory: root, now: ComposerHarness.now
      ).get()
    }
    #expect(try open().state.status?.text.contains("Unfinished campaign") != true)

    let journalPath = SendFiles.automaticJournal(
      environment: environment, project: "proj", draftPath: draftURL.path, tokensFile: nil,
      tokens: draft.recipientTokens)
    try FileManager.default.createDirectory(
      atPath: (journalPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true
    )
    let journal = try CampaignJournal.create(
      path: journalPath, header: .init(project: "proj", messageDigest: "d"), now: testNow)
    journal.dispatched("tok-1")
    journal.record(
      DeliveryResult(target: .token("tok-1"), outcome: .sent(messageName: "m/1"), attempts: 1))
    journal.sync()
    let status = try open().state.status
    #expect(status?.kind == .warning)
    #expect(status?.text.contains("Unfinished campaign to this draft's 3 tokens (1 done)") == true)
  }
}
