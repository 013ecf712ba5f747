import Foundation
import TestSupport
import Testing

@testable import PushCore

/// What a validation or render reuses from the previous one never changes its result: a random
/// walk of edits (typing, data keys added and removed, reserved keys, camelCase spellings, a
/// payload pushed over the limit and back) gives, at every step, exactly what validating and
/// rendering from scratch gives.
@Suite struct DerivationMemoTests {
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  static func largeDraft() -> Draft {
    var data = JSONObject()
    for i in 0..<40 { data["key_\(i)"] = .string("value number \(i) with some text") }
    data["from"] = "reserved"
    data["googleId"] = "x"
    let message: JSONObject = [
      "token": "device-token",
      "notification": ["title": "Spring sale", "body": "Everything must go"],
      "data": .object(data),
      "android": [
        "ttl": "3600s", "priority": "high",
        "notification": ["channelId": "sales", "clickAction": "OPEN"],
      ],
      "apns": [
        "headers": ["apns-priority": "10"],
        "payload": ["aps": ["badge": 1, "sound": "default"]],
      ],
      "webpush": ["headers": ["TTL": "60"], "notification": ["icon": "/icon.png"]],
    ]
    return Draft(message: message)
  }

  static let editable: [JSONPath] = [
    "message.notification.title", "message.notification.body", "message.android.ttl",
    "message.android.notification.channelId", "message.android.notification.channel_id",
    "message.apns.headers.apns-priority", "message.webpush.notification.icon",
    "message.android.priority", "message.topic",
  ]

  static func edit(_ draft: inout Draft, _ random: inout SplitMix64) {
    var document = JSONValue.object(draft.document)
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1:
      let path = editable.randomElement(using: &random) ?? "message.notification.title"
      let text = String(repeating: "é", count: Int.random(in: 0..<4, using: &random)) + "x\"\n"
      document.setValue(.string(text), at: path)
    case 2:
      let key =
        ["key_\(Int.random(in: 0..<60, using: &random))", "gcm.x", "", "notification"]
        .randomElement(using: &random) ?? "k"
      document.setValue(.string("v"), at: JSONPath("message.data").appending(key))
    case 3:
      var data = document[path: "message.data"]?.objectValue ?? [:]
      if let key = data.keys.randomElement(using: &random) { data.removeValue(forKey: key) }
      document.setValue(.object(data), at: "message.data")
    case 4:
      let big = String(repeating: "y", count: Int.random(in: 0..<5000, using: &random))
      document.setValue(.string(big), at: "message.data.big")
    default:
      document.setValue(
        .number(JSONNumber(Int.random(in: -2..<3, using: &random))),
        at: "message.apns.payload.aps.badge")
    }
    draft = Draft(document: document.objectValue ?? [:])
  }

  @Test func everyStepMatchesAFreshDerivation() {
    var random = SplitMix64(seed: 7)
    var draft = Self.largeDraft()
    var memo = DerivationMemo()
    for step in 0..<400 {
      Self.edit(&draft, &random)
      let options = ValidationOptions(now: Self.now)
      let rendered = RenderedDraft(draft, options: RenderOptions(now: Self.now), memo: &memo)
      let reused = Validator.validate(draft, options: options, rendered: rendered, memo: &memo)
      let fresh = Validator.validate(draft, options: options)
      #expect(reused == fresh, "step \(step)")
      #expect(
        rendered == RenderedDraft(draft, options: RenderOptions(now: Self.now)), "step \(step)")
      if reused != fresh { return }
    }
  }
}
