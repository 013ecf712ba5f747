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
      "webpush": [
        "headers": ["TTL": "60"],
        "notification": ["icon": "/icon.png", "requireInteraction": true],
      ],
      "fcm_options": ["analytics_label": "sale"],
    ]
    return Draft(message: message)
  }

  static let editable: [JSONPath] = [
    "message.notification.title", "message.notification.body", "message.android.ttl",
    "message.android.notification.channelId", "message.android.notification.channel_id",
    "message.apns.headers.apns-priority", "message.webpush.notification.icon",
    "message.android.priority", "message.topic", "message.condition",
    "message.apns.headers.apns-push-type", "message.apns.payload.aps.event",
    "message.webpush.notification.tag", "message.data.key_3",
  ]

  static func edit(_ draft: inout Draft, _ random: inout SplitMix64) {
    var document = JSONValue.object(draft.document)
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1, 2:
      let path = editable.randomElement(using: &random) ?? "message.notification.title"
      let text = String(repeating: "é", count: Int.random(in: 0..<4, using: &random)) + "x\"\n"
      document.setValue(.string(text), at: path)
    case 3:
      let key =
        [
          "key_\(Int.random(in: 0..<60, using: &random))", "gcm.x", "", "notification", "aps",
          "fcm_options",
        ]
        .randomElement(using: &random) ?? "k"
      let value = ["v", "{{name}}", "a{{b", "}}}}"].randomElement(using: &random) ?? "v"
      document.setValue(.string(value), at: JSONPath("message.data").appending(key))
    case 4:
      var data = document[path: "message.data"]?.objectValue ?? [:]
      if let key = data.keys.randomElement(using: &random) { data.removeValue(forKey: key) }
      document.setValue(.object(data), at: "message.data")
    case 5:
      let big = String(repeating: "y", count: Int.random(in: 0..<5000, using: &random))
      document.setValue(.string(big), at: "message.data.big")
    case 6:
      document.setValue(
        .number(JSONNumber(Int.random(in: -2..<3, using: &random))),
        at: "message.apns.payload.aps.badge")
    case 7:
      // A member added or removed: the shape changes, not only a scalar.
      let name =
        [
          "message.notification.image", "message.apns.payload.custom", "message.apns.payload.aps",
          "message.apns.fcm_options.image", "message.webpush.notification.requireInteraction",
          "message.webpush.notification.require_interaction", "message.fcmOptions",
          "message.apns.payload.fcm_options", "message.android.notification.click_action",
        ].randomElement(using: &random) ?? "message.notification.image"
      let path = JSONPath(parsing: name) ?? "message.notification.image"
      if document[path: path] == nil {
        let value: JSONValue =
          name.hasSuffix("Interaction") || name.hasSuffix("interaction")
          ? .bool(true)
          : name == "message.fcmOptions" || name.hasSuffix("aps")
            ? ["analytics_label": "x"] : "https://example.com/i.png"
        document.setValue(value, at: path)
      } else {
        document.setValue(nil, at: path)
      }
    case 8:
      // The data map replaced by an equal one with storage of its own.
      let data = document[path: "message.data"]?.objectValue ?? [:]
      document.setValue(.object(JSONObject(data.map { ($0.key, $0.value) })), at: "message.data")
    case 9:
      // A key in the other spelling, in place, or back: same members, other keys.
      let (parent, snake, camel) =
        [
          ("message", "fcm_options", "fcmOptions"),
          ("message.android.notification", "click_action", "clickAction"),
          ("message.android.notification", "channel_id", "channelId"),
          ("message.webpush.notification", "require_interaction", "requireInteraction"),
        ].randomElement(using: &random) ?? ("message", "fcm_options", "fcmOptions")
      let path = JSONPath(parsing: parent) ?? "message"
      var object = document[path: path]?.objectValue ?? [:]
      if object[camel] != nil {
        object.renameKey(camel, to: snake)
      } else if object[snake] != nil {
        object.renameKey(snake, to: camel)
      }
      document.setValue(.object(object), at: path)
    case 10:
      document.setValue(
        .string(["/topics/news", "news", "{{topic}}"].randomElement(using: &random) ?? "news"),
        at: "message.topic")
    default:
      let texts = ["Hi {{first_name}}", "plain", "", " padded "]
      document.setValue(
        .string(texts.randomElement(using: &random) ?? "plain"),
        at: "message.notification.body")
    }
    draft = Draft(document: document.objectValue ?? [:])
  }

  /// Everything a derivation shows, from the memo and from scratch, step by step; with
  /// `recycling`, each step hands its views back to the memo (the composer's way: the next
  /// render rewrites the APNs payload in place, copying it only while a view still holds it).
  /// Now and then the draft goes back to an earlier one, as undo does (many changes at once).
  @Test(arguments: [false, true]) func everyStepMatchesAFreshDerivation(recycling: Bool) {
    var random = SplitMix64(seed: recycling ? 13 : 7)
    var draft = Self.largeDraft()
    var memo = DerivationMemo()
    var history: [Draft] = []
    for step in 0..<600 {
      if step % 37 == 36, let earlier = history.randomElement(using: &random) {
        draft = earlier
      } else {
        Self.edit(&draft, &random)
      }
      history.append(draft)
      guard Self.matchesAFreshDerivation(draft, memo: &memo, recycling: recycling, "step \(step)")
      else { return }
    }
    // Typing steps (one string changed) were rendered by changing the last render in place.
    #expect(memo.leafEdits > 100)
  }

  /// Typing into every string field of the schema, one character at a time: after the first
  /// keystroke (which finds where the field shows), each is an edit in place of the last
  /// render, and each matches rendering and validating from scratch.
  @Test(arguments: [false, true]) func typingIntoEveryStringFieldMatches(recycling: Bool) {
    let fields = FieldSchema.shared.fields.filter {
      $0.kind.jsonTypeName == "string" && !$0.path.contains("[]")
    }
    #expect(fields.count > 40)
    for field in fields {
      var memo = DerivationMemo()
      var draft = Self.largeDraft()
      var document = JSONValue.object(draft.document)
      document.setValue("a", at: field.jsonPath)
      // Fields below a member the draft holds as a string (`aps.sound` here) cannot be set.
      guard document[path: field.jsonPath] == "a" else { continue }
      draft = Draft(document: document.objectValue ?? [:])
      let before = memo.leafEdits
      for typed in ["ab", "ab\"", "ab\"é", "ab\"é\u{301}", "ab\"é\u{301}{{x}}"] {
        document.setValue(.string(typed), at: field.jsonPath)
        draft = Draft(document: document.objectValue ?? [:])
        guard
          Self.matchesAFreshDerivation(
            draft, memo: &memo, recycling: recycling, "\(field.path) \(typed)")
        else { return }
      }
      if field.path != "message.topic" {
        #expect(memo.leafEdits - before >= 4, "\(field.path) typed in place")
      }
    }
  }

  /// The compact JSON's UTF-8 (`==` on values or strings would take "é" for "e\u{301}").
  private static func bytes(_ value: JSONValue) -> [UInt8] {
    Array(JSONWriter.string(value, style: .compact).utf8)
  }

  /// Renders and validates `draft` with `memo` and from scratch; records each difference and
  /// returns whether there was none.
  private static func matchesAFreshDerivation(
    _ draft: Draft, memo: inout DerivationMemo, recycling: Bool, _ step: String
  ) -> Bool {
    let options = ValidationOptions(now: Self.now)
    let rendered = RenderedDraft(draft, options: RenderOptions(now: Self.now), memo: &memo)
    let reused = Validator.validate(draft, options: options, rendered: rendered, memo: &memo)
    let fresh = Validator.validate(draft, options: options)
    let freshRendered = RenderedDraft(draft, options: RenderOptions(now: Self.now))
    #expect(reused == fresh, "\(step)")
    #expect(rendered == freshRendered, "\(step)")
    #expect(rendered.consoleCharacters == freshRendered.consoleCharacters, "\(step)")
    for (view, freshView) in zip(rendered.views, freshRendered.views) {
      #expect(view.value == freshView.value, "\(step) \(view.platform)")
      #expect(view.payload == freshView.payload, "\(step) \(view.platform)")
      #expect(view.payloadBytes == freshView.payloadBytes, "\(step) \(view.platform)")
      #expect(
        view.payloadBytes == JSONWriter.compactByteCount(view.payload),
        "\(step) \(view.platform)")
      #expect(view.sources == freshView.sources, "\(step) \(view.platform)")
      #expect(
        Self.bytes(view.value) == Self.bytes(freshView.value), "\(step) \(view.platform)")
    }
    #expect(Self.bytes(rendered.request) == Self.bytes(freshRendered.request), "\(step)")
    guard reused == fresh, rendered == freshRendered else { return false }
    if recycling {
      var views = rendered.views
      _ = consume rendered
      while let view = views.popLast() { memo.recycle(view) }
    }
    return true
  }

  /// The canonical spelling read with a memo is the one read from scratch, for the draft's
  /// message and the rendered one alike (each keeps a memo of its own).
  @Test func spellingsMatchAFreshReading() {
    var random = SplitMix64(seed: 11)
    var draft = Self.largeDraft()
    var drafts = SpelledMessage.Memo()
    var rendereds = SpelledMessage.Memo()
    for step in 0..<600 {
      Self.edit(&draft, &random)
      let rendered = RequestRenderer.message(draft, options: RenderOptions(now: Self.now))
      for (message, memo) in [(draft.message, 0), (rendered, 1)] {
        let reused =
          memo == 0
          ? SpelledMessage(message, memo: &drafts) : SpelledMessage(message, memo: &rendereds)
        let fresh = SpelledMessage(message)
        #expect(reused.canonical == fresh.canonical, "step \(step)")
        #expect(reused.spelling == fresh.spelling, "step \(step)")
      }
    }
  }
}
