import Foundation
import PushCore
import Testing

/// The Android view reads `android_v2` when present (V2-API), and a lowerCamelCase message
/// renders exactly like its snake_case twin, with sources in the draft's own spelling.
@Suite struct PlatformRendererV2Tests {
  @Test func androidV2RemoteNotificationIsTheAndroidView() throws {
    let message: JSONObject = [
      "token": "t",
      "notification": ["title": "Common", "body": "Text"],
      "android_v2": [
        "ttl": "60s", "collapse_key": "score",
        "remote_notification": [
          "mutable_content": true, "notification": ["title": "V2 title", "channel_id": "goals"],
        ],
      ],
    ]
    let view = PlatformRenderer.view(.android, of: message)
    let value = try #require(view.value.objectValue)
    #expect(value["notification"] == ["title": "V2 title", "body": "Text", "channel_id": "goals"])
    #expect(value["ttl"] == "60s")
    #expect(value["mutable_content"] == true)
    #expect(
      view.sources.source(of: "notification.title")
        == "message.android_v2.remote_notification.notification.title")
    #expect(view.sources.source(of: "notification.body") == "message.notification.body")
    #expect(
      view.sources.source(of: "mutable_content")
        == "message.android_v2.remote_notification.mutable_content")
  }

  @Test func backgroundSyncIsADataMessage() throws {
    let message: JSONObject = [
      "notification": ["title": "Common"], "data": ["k": "v"],
      "android_v2": ["background_sync": [:]],
    ]
    let view = PlatformRenderer.view(.android, of: message)
    #expect(view.payload == ["data": ["k": "v"]])
    #expect(view.value.objectValue?["background_sync"] == [:])
  }

  @Test func camelCaseMessageRendersLikeItsTwin() throws {
    let snake = try JSONParser.parse(
      #"{"fcm_options": {"analytics_label": "l"}, "android": {"collapse_key": "c", "notification": {"click_action": "OPEN"}}, "apns": {"fcm_options": {"image": "https://e.com/a.png"}}, "webpush": {"fcm_options": {"link": "https://e.com"}}}"#
    ).objectValue
    let camel = try JSONParser.parse(
      #"{"fcmOptions": {"analyticsLabel": "l"}, "android": {"collapseKey": "c", "notification": {"clickAction": "OPEN"}}, "apns": {"fcmOptions": {"image": "https://e.com/a.png"}}, "webpush": {"fcmOptions": {"link": "https://e.com"}}}"#
    ).objectValue
    let snakeViews = PlatformRenderer.views(of: try #require(snake))
    let camelViews = PlatformRenderer.views(of: try #require(camel))
    #expect(snakeViews.map(\.value) == camelViews.map(\.value))
    #expect(snakeViews.map(\.payloadBytes) == camelViews.map(\.payloadBytes))
    let android = camelViews[0].sources
    #expect(
      android.source(of: "notification.click_action") == "message.android.notification.clickAction")
    #expect(
      android.source(of: "fcm_options.analytics_label") == "message.fcmOptions.analyticsLabel")
    #expect(
      android.outputs(showing: "message.android.notification.clickAction") == [
        "notification.click_action"
      ])
    #expect(
      camelViews[1].sources.source(of: "payload.fcm_options.image")
        == "message.apns.fcmOptions.image")
  }
}
