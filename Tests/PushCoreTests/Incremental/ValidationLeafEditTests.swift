import Foundation
import TestSupport
import Testing

@testable import PushCore

/// Validation while typing reuses the cross-field rules' findings where the typed string is one
/// no rule family read, and runs the families that read it again: at every keystroke, into every
/// string field, the diagnostics are exactly those of validating from scratch (same findings,
/// order and paths), including where the typed text turns rules on and off.
@Suite struct ValidationLeafEditTests {
  static let now = DerivationMemoTests.now

  /// A message where most cross-field rules fire or nearly do: a condition target, an image
  /// without mutable-content, a background push with priority 10 and an alert, a Live Activity,
  /// an expiration in the past, vibrate timings beside the default ones, a web notification
  /// that renotifies and is silent yet vibrates, reserved data keys.
  static func rulefulDraft() -> Draft {
    Draft(message: [
      "condition": "'a' in topics",
      "notification": ["title": "Sale", "image": "https://example.com/i.png"],
      "data": ["k": "v", "from": "x", "gcmish": "y"],
      "android": [
        "ttl": "3600s", "collapse_key": "c",
        "notification": ["default_vibrate_timings": true, "vibrate_timings": ["1s"]],
      ],
      "apns": [
        "headers": [
          "apns-priority": "10", "apns-push-type": "background", "apns-expiration": "1",
        ],
        "payload": [
          "aps": [
            "alert": "hi", "event": "update", "content-state": [:], "dismissal-date": 1,
            "timestamp": 1,
          ]
        ],
        "live_activity_token": "token",
      ],
      "webpush": [
        "notification": ["renotify": true, "tag": "t", "silent": true, "vibrate": [100]]
      ],
    ])
  }

  /// A data-only topic message for Apple (the priority rule), its push type in mixed case.
  static func dataOnlyDraft() -> Draft {
    Draft(message: [
      "topic": "news",
      "data": ["k": "v"],
      "apns": [
        "headers": ["APNs-Priority": "10", "apns-push-type": "alert"],
        "payload": ["aps": ["content-available": 1]],
      ],
    ])
  }

  /// Texts that switch rules on and off: priorities, push types, events, a condition over
  /// too many topics, a bad one, empty text, an expiration of 0 and a far one.
  static let texts = [
    "a", "5", "10", "background", "liveactivity", "start", "end", "",
    "'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics "
      + "|| 'f' in topics",
    "'a' in topics &&", "0", "9999999999", "3600s", "é", "e\u{301}", "x",
  ]

  /// The schema's string fields outside lists, and strings the schema does not name (custom
  /// data values, a header in another case, a custom APNs key).
  static func paths() -> [JSONPath] {
    let fields = FieldSchema.shared.fields.filter {
      $0.kind.jsonTypeName == "string" && !$0.path.contains("[]")
    }
    return fields.map(\.jsonPath) + [
      "message.data.k", "message.data.from", "message.apns.headers.APNs-Priority",
      "message.apns.payload.custom", "message.webpush.headers.TTL",
    ]
  }

  @Test(arguments: [0, 1, 2]) func typingIntoEveryStringRevalidatesExactly(base: Int) {
    let start = [Self.rulefulDraft(), Self.dataOnlyDraft(), DerivationMemoTests.largeDraft()][base]
    var typedInPlace = 0
    var changedDiagnostics = 0
    for path in Self.paths() {
      var memo = DerivationMemo()
      var document = JSONValue.object(start.document)
      var last: [Diagnostic]?
      for text in Self.texts {
        document.setValue(.string(text), at: path)
        // Fields below a member the draft holds as a string cannot be set.
        guard document[path: path] == .string(text) else { break }
        let draft = Draft(document: document.objectValue ?? [:])
        let reusedBefore = memo.reusedRuleFindings + memo.leafSchemaChecks
        guard let found = Self.matchesValidationFromScratch(draft, memo: &memo, "\(path) \(text)")
        else { return }
        if memo.reusedRuleFindings + memo.leafSchemaChecks > reusedBefore { typedInPlace += 1 }
        if let last, last != found { changedDiagnostics += 1 }
        last = found
      }
    }
    // Most keystrokes took findings over, and typing changed what was found many times.
    #expect(typedInPlace > 300)
    #expect(changedDiagnostics > 100)
  }

  /// Typing a title reads no string any cross-field rule reads: every family's findings are
  /// taken over, keystroke after keystroke, and only the title is checked against the schema.
  @Test func typingATitleRunsNoCrossFieldRule() {
    var memo = DerivationMemo()
    var document = JSONValue.object(Self.rulefulDraft().document)
    var title = ""
    for letter in "Spring sale" {
      title.append(letter)
      document.setValue(.string(title), at: "message.notification.title")
      let draft = Draft(document: document.objectValue ?? [:])
      let before = (memo.reusedRuleFindings, memo.leafSchemaChecks)
      guard Self.matchesValidationFromScratch(draft, memo: &memo, title) != nil else { return }
      if title.count > 1 {
        #expect(memo.reusedRuleFindings - before.0 == RuleFamily.allCases.count, "\(title)")
        #expect(memo.leafSchemaChecks - before.1 == 1, "\(title)")
      }
    }
  }

  /// A clock or target choice that changed since runs every family again (the findings depend
  /// on them), and so does an edit that is more than one string.
  @Test func otherChangesRunEveryFamily() {
    var memo = DerivationMemo()
    var draft = Self.rulefulDraft()
    let options = ValidationOptions(now: Self.now)
    _ = Self.validate(draft, options: options, memo: &memo)
    let later = ValidationOptions(now: Date(timeIntervalSince1970: 1))
    var document = JSONValue.object(draft.document)
    document.setValue("Sale!", at: "message.notification.title")
    draft = Draft(document: document.objectValue ?? [:])
    let before = memo.reusedRuleFindings
    #expect(
      Self.validate(draft, options: later, memo: &memo) == Validator.validate(draft, options: later)
    )
    let external = ValidationOptions(now: Date(timeIntervalSince1970: 1), hasExternalTarget: true)
    document.setValue("Sale!!", at: "message.notification.title")
    draft = Draft(document: document.objectValue ?? [:])
    #expect(
      Self.validate(draft, options: external, memo: &memo)
        == Validator.validate(draft, options: external))
    document.setValue(nil, at: "message.condition")
    document.setValue("news", at: "message.topic")
    draft = Draft(document: document.objectValue ?? [:])
    #expect(
      Self.validate(draft, options: external, memo: &memo)
        == Validator.validate(draft, options: external))
    #expect(memo.reusedRuleFindings == before)
  }

  private static func validate(
    _ draft: Draft, options: ValidationOptions, memo: inout DerivationMemo
  ) -> [Diagnostic] {
    let rendered = RenderedDraft(draft, options: RenderOptions(now: options.now), memo: &memo)
    return Validator.validate(draft, options: options, rendered: rendered, memo: &memo)
  }

  /// The diagnostics of `draft` through `memo`, when they equal validating from scratch; nil
  /// (recorded) when they do not.
  private static func matchesValidationFromScratch(
    _ draft: Draft, memo: inout DerivationMemo, _ step: String
  ) -> [Diagnostic]? {
    let options = ValidationOptions(now: Self.now)
    let reused = validate(draft, options: options, memo: &memo)
    let fresh = Validator.validate(draft, options: options)
    #expect(reused == fresh, "\(step)")
    return reused == fresh ? reused : nil
  }
}
