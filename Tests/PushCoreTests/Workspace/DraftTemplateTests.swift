import Foundation
import PushCore
import TestSupport
import Testing

@Suite struct DraftTemplateTests {
  @Test func everyBuiltInTemplateParsesAndValidatesWithoutErrors() {
    #expect(BuiltinTemplates.all.count == BuiltinTemplates.count)
    let ids = BuiltinTemplates.all.map(\.id)
    for required in [
      "notification", "background", "android-call", "web-actions", "live-activity-start",
      "live-activity-update", "live-activity-end", "localized", "topic-broadcast",
    ] {
      #expect(ids.contains(required), "missing \(required)")
    }
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    for template in BuiltinTemplates.all {
      let problems = Validator.validate(template.draft, options: ValidationOptions(now: now))
        .filter { $0.severity == .error }
      #expect(problems.isEmpty, "\(template.id): \(problems)")
    }
  }

  @Test func builtInTemplatesSayWhatTheyAreFor() {
    let byID = Dictionary(uniqueKeysWithValues: BuiltinTemplates.all.map { ($0.id, $0.draft) })
    #expect(byID["background"]?.value(at: "message.apns.headers.apns-priority") == "5")
    #expect(byID["background"]?.value(at: "message.apns.payload.aps.content-available") == 1)
    #expect(byID["background"]?.value(at: "message.notification") == nil)
    #expect(byID["android-call"]?.value(at: "message.android.priority") == "HIGH")
    #expect(
      byID["web-actions"]?.value(at: "message.webpush.notification.actions[0].action") == "track")
    #expect(byID["live-activity-start"]?.value(at: "message.apns.payload.aps.event") == "start")
    #expect(byID["live-activity-update"]?.value(at: "message.apns.payload.aps.event") == "update")
    #expect(byID["live-activity-end"]?.value(at: "message.apns.payload.aps.event") == "end")
    #expect(byID["localized"]?.value(at: "message.apns.payload.aps.alert.loc-key") == "SALE_BODY")
    #expect(byID["topic-broadcast"]?.value(at: "message.topic") == "news")
  }

  @Test func userAndWorkspaceTemplatesAddAndReplaceBuiltIns() throws {
    let home = try TemporaryDirectory(prefix: "fcm-ws")
    try home.write(
      "config/fcm-compose/templates/weekly.json",
      #"{"notes": "Weekly digest", "message": {"topic": "weekly"}}"#)
    try home.write("config/fcm-compose/templates/broken.json", "{")
    try home.write(
      "ws/.fcm-compose/templates/notification.json",
      #"{"notes": "Ours", "message": {"topic": "team"}}"#)
    let catalog = TemplateCatalog.load(
      environment: ["XDG_CONFIG_HOME": home.url.path + "/config", "HOME": home.url.path],
      workspace: home.url.appendingPathComponent("ws"))
    #expect(catalog.template("weekly")?.source == .user)
    #expect(catalog.template("weekly")?.summary == "Weekly digest")
    #expect(catalog.template("notification")?.source == .workspace)
    #expect(catalog.template("notification")?.draft.value(at: "message.topic") == "team")
    #expect(catalog.templates.first?.id == "notification", "built-in order first")
    #expect(catalog.problems.count == 1)
    #expect(catalog.problems.first?.contains("broken.json:1:2") == true)
  }

  @Test func instantiatingNamesTheDraft() {
    let template = BuiltinTemplates.all[0]
    #expect(template.instantiate(name: "spring").name == "spring")
    #expect(DraftTemplate.draftName(forFile: "promo/spring.json") == "spring")
  }
}
