import Foundation
import PushCore
import TestSupport
import Testing

@testable import Composer

/// A derivation made from the previous one (what the composer does on every keystroke) shows
/// exactly what one made from scratch: request, views and their byte counts, diagnostics,
/// console characters and the compose tab's rows, along a random walk of edits that moves
/// `{{placeholders}}` in and out of the title and the 100 custom data values.
@Suite struct DerivedMemoTests {
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  static func largeDraft() -> Draft {
    var data = JSONObject()
    for i in 0..<100 { data["key_\(i)"] = .string("value \(i) – ünïcödé") }
    let message: JSONObject = [
      "topic": "news",
      "notification": ["title": "Spring sale", "body": "Everything must go"],
      "data": .object(data),
      "apns": ["payload": ["aps": ["sound": "default"]]],
      "webpush": ["notification": ["requireInteraction": true]],
    ]
    return Draft(document: [
      "console": ["expires": ["value": 3, "unit": "days"]], "message": .object(message),
    ])
  }

  static func edit(_ draft: inout Draft, _ random: inout SplitMix64) {
    let texts = ["Hi {{first_name}}", "plain", "a{{b", "", "x}}}}"]
    let text = texts.randomElement(using: &random) ?? "plain"
    switch Int.random(in: 0..<7, using: &random) {
    case 0, 1:
      draft.setValue(.string(text), at: "message.notification.title")
    case 2:
      let key = "key_\(Int.random(in: 0..<120, using: &random))"
      draft.setValue(.string(text), at: JSONPath("message.data").appending(key))
    case 3:
      let key = "key_\(Int.random(in: 0..<120, using: &random))"
      draft.setValue(nil, at: JSONPath("message.data").appending(key))
    case 4:
      let target = ["topic", "token", "condition"].randomElement(using: &random) ?? "topic"
      var message = draft.message
      for key in ["topic", "token", "condition"] { message[key] = nil }
      message[target] = target == "condition" ? "'news' in topics" : "news"
      draft.message = message
    case 5:
      draft.setValue(
        draft.value(at: "recipients.audience") == nil ? "people.csv" : nil,
        at: "recipients.audience")
    default:
      draft.setValue(.string(text), at: JSONPath("message.data").appending("{{key}}"))
    }
  }

  @Test func everyStepMatchesAFreshDerivation() {
    var random = SplitMix64(seed: 3)
    var draft = Self.largeDraft()
    var derived = Derived(draft: draft, now: Self.now)
    var variants = Set<FormModel.Variant>()
    for step in 0..<400 {
      Self.edit(&draft, &random)
      let next = Derived(draft: draft, now: Self.now, previous: derived)
      let fresh = Derived(draft: draft, now: Self.now)
      #expect(next == fresh, "step \(step)")
      #expect(next.formVariant == fresh.formVariant, "step \(step)")
      #expect(next.consoleCharacters == fresh.consoleCharacters, "step \(step)")
      #expect(
        next.views.mapValues(\.payloadBytes) == fresh.views.mapValues(\.payloadBytes),
        "step \(step)")
      variants.insert(fresh.formVariant)
      if next != fresh { return }
      derived = next
    }
    // The walk reached drafts with and without the audience field.
    #expect(Set(variants.map(\.audience)) == [false, true])
  }
}
