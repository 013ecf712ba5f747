import Foundation
import PushCore
import Testing

/// `PlatformRenderer`: what each platform receives, merged as its doc comment documents.
@Suite struct PlatformRendererTests {
  static let message: JSONObject = [
    "token": "t",
    "notification": [
      "title": "Common title", "body": "Common body", "image": "https://e.com/c.png",
    ],
    "data": ["campaign": "spring", "id": "1"],
    "android": [
      "priority": "HIGH", "ttl": "60s",
      "notification": ["title": "Android title", "color": "#ff0000"],
      "fcm_options": ["analytics_label": "android_label"],
    ],
    "apns": [
      "headers": ["apns-priority": "10"],
      "payload": [
        "aps": ["alert": ["subtitle": "Apple subtitle", "title": "Apple title"], "badge": 2],
        "deep_link": "shop://sale",
      ],
      "live_activity_token": "lat",
    ],
    "webpush": [
      "headers": ["Urgency": "high"],
      "data": ["web_only": "yes"],
      "notification": ["body": "Web body", "requireInteraction": true],
      "fcm_options": ["link": "https://e.com/sale"],
    ],
    "fcm_options": ["analytics_label": "common_label"],
  ]

  @Test func androidMergesTheNotificationKeyByKeyAndKeepsDeliveryOptions() {
    let view = PlatformRenderer.view(.android, of: Self.message)
    let expected: JSONValue = [
      "notification": [
        "title": "Android title", "body": "Common body", "image": "https://e.com/c.png",
        "color": "#ff0000",
      ],
      "data": ["campaign": "spring", "id": "1"],
      "priority": "HIGH", "ttl": "60s",
      "fcm_options": ["analytics_label": "android_label"],
    ]
    #expect(view.value.isEquivalent(to: expected), "\(JSONWriter.string(view.value))")
    #expect(view.payload.objectValue?.keys == ["notification", "data"])
  }

  @Test func androidDataReplacesCommonData() {
    var message = Self.message
    message["android"] = ["data": ["android_only": "1"]]
    let view = PlatformRenderer.view(.android, of: message)
    #expect(view.payload.objectValue?["data"] == ["android_only": "1"])
    #expect(view.value.objectValue?["fcm_options"] == ["analytics_label": "common_label"])
  }

  @Test func appleGetsAnAlertDataAsTopLevelKeysAndTheImage() {
    let view = PlatformRenderer.view(.apns, of: Self.message)
    let payload: JSONValue = [
      "aps": [
        "alert": ["title": "Apple title", "body": "Common body", "subtitle": "Apple subtitle"],
        "badge": 2,
      ],
      "campaign": "spring", "id": "1", "deep_link": "shop://sale",
      "fcm_options": ["image": "https://e.com/c.png"],
    ]
    #expect(view.payload.isEquivalent(to: payload), "\(JSONWriter.string(view.payload))")
    let value = view.value.objectValue ?? [:]
    #expect(value["headers"] == ["apns-priority": "10"])
    #expect(value["live_activity_token"] == "lat")
    #expect(value["fcm_options"] == ["analytics_label": "common_label"])
  }

  @Test func appleStringAlertReplacesTheCommonTitleAndBody() {
    var message = Self.message
    message["apns"] = ["payload": ["aps": ["alert": "Just this"]]]
    message["notification"] = ["title": "T", "body": "B"]
    let aps = PlatformRenderer.view(.apns, of: message).payload.objectValue?["aps"]
    #expect(aps == ["alert": "Just this"])
  }

  @Test func appleImageOverrideWins() {
    var message = Self.message
    message["apns"] = ["fcm_options": ["image": "https://e.com/apple.png"]]
    let payload = PlatformRenderer.view(.apns, of: message).payload.objectValue
    #expect(payload?["fcm_options"] == ["image": "https://e.com/apple.png"])
  }

  @Test func webMergesTheNotificationAndReplacesData() {
    let view = PlatformRenderer.view(.webpush, of: Self.message)
    let expected: JSONValue = [
      "headers": ["Urgency": "high"],
      "notification": [
        "title": "Common title", "body": "Web body", "image": "https://e.com/c.png",
        "requireInteraction": true,
      ],
      "data": ["web_only": "yes"],
      "fcmOptions": ["link": "https://e.com/sale", "analytics_label": "common_label"],
    ]
    #expect(view.value.isEquivalent(to: expected), "\(JSONWriter.string(view.value))")
  }

  @Test func commonViewIsTheMessageItself() {
    let view = PlatformRenderer.view(.common, of: Self.message)
    #expect(view.value == .object(Self.message))
  }

  @Test func payloadBytesCountCompactUTF8() {
    let message: JSONObject = ["token": "t", "notification": ["title": "é👩‍💻"]]
    let android = PlatformRenderer.view(.android, of: message)
    // {"notification":{"title":"é👩‍💻"}}: 29 ASCII bytes + é (2) + 👩‍💻 (4 + 3 + 4).
    #expect(android.payloadBytes == 29 + 2 + 11)
    #expect(android.payloadBytes == JSONWriter.string(android.payload, style: .compact).utf8.count)
    let apple = PlatformRenderer.view(.apns, of: message)
    #expect(apple.payloadBytes == #"{"aps":{"alert":{"title":"é👩‍💻"}}}"#.utf8.count)
  }

  @Test func emptyMessageHasEmptyPayloads() {
    for view in PlatformRenderer.views(of: ["token": "t"]) {
      #expect(view.payloadBytes <= #"{"payload":{}}"#.utf8.count, "\(view.platform)")
    }
    #expect(PlatformRenderer.views(of: [:]).map(\.platform) == [.android, .apns, .webpush])
  }
}

@Suite struct PayloadSizeTests {
  @Test(arguments: [
    "plain", "quote \" and \\ backslash", "controls \n\r\t\u{08}\u{0C} and \u{01}\u{1F}",
    "שלום 中文 👩🏽‍💻 e\u{301}", "",
  ])
  func countsExactlyWhatTheWriterWrites(_ text: String) {
    let value: JSONValue = [
      "k": .string(text),
      .init(stringLiteral: text): [
        1, .number(JSONNumber(text: "2.50") ?? JSONNumber(0)), true, false, nil, [:], [],
      ],
      "n": ["deep": ["list": [.string(text)]]],
    ]
    #expect(
      PayloadSize.compactBytes(value) == JSONWriter.string(value, style: .compact).utf8.count)
  }

  @Test func appleDataKeysKeepTheirOrderAndTheLastValueWins() {
    let message: JSONObject = [
      "data": ["b": "1", "a": "2", "aps": "not here"],
      "apns": ["payload": ["aps": ["badge": 1], "a": "custom", "c": "3"]],
    ]
    let payload = PlatformRenderer.view(.apns, of: message).payload.objectValue
    #expect(payload?.keys == ["aps", "b", "a", "c"])
    #expect(payload?["a"] == "custom")
    #expect(payload?["aps"] == ["badge": 1])
  }
}
