extension SampleDraft {
  /// A Live Activity update (`fcm-compose --example live-activity`): FCM delivers it to the
  /// activity's push token (`apns.live_activity_token`) as an ActivityKit push; the `aps`
  /// carries the event, the time, the new content state and an alert (Apple, "Starting and
  /// updating Live Activities with ActivityKit push notifications"). Valid as it stands.
  public static let liveActivityText = """
    {
      "name": "Match day Live Activity",
      "notes": "Update the score on fans' Lock Screens; replace the token with a real activity push token.",
      "message": {
        "token": "fKx1DbZ7QyOa3n0B9mVwQe:APA91bH-sample-device-iphone-15",
        "apns": {
          "live_activity_token": "80f1a3c2e5d7b9a0sample-live-activity-push-token",
          "headers": {
            "apns-push-type": "liveactivity",
            "apns-priority": "10"
          },
          "payload": {
            "aps": {
              "event": "update",
              "timestamp": 1800259200,
              "content-state": {
                "homeScore": 2,
                "awayScore": 1,
                "minute": 78,
                "lastEvent": "Goal: Saka"
              },
              "stale-date": 1800262800,
              "relevance-score": 75,
              "alert": {
                "title": "Goal! Arsenal 2-1",
                "body": "Saka scores in the 78th minute.",
                "sound": "default"
              }
            }
          }
        }
      }
    }
    """

  /// The Live Activity sample as a draft.
  public static var liveActivity: Draft {
    guard case .object(let object)? = try? JSONParser.parse(liveActivityText) else {
      return Draft()
    }
    return Draft(document: object)
  }

  /// The built-in samples by the name `--example NAME` takes; `spring-sale` is the default.
  public static let names = ["spring-sale", "live-activity"]

  /// The sample called `name` (nil for an unknown name).
  public static func named(_ name: String) -> Draft? {
    switch name {
    case "spring-sale": draft
    case "live-activity": liveActivity
    default: nil
    }
  }
}
