/// The built-in sample draft behind `fcm-compose --example`: every console section and every
/// platform tab filled in, valid as it stands.
public enum SampleDraft {
  /// The sample's JSON text, as a user would save it.
  public static let text = """
    {
      "name": "Spring sale 2027",
      "notes": "Test on staging devices first; campaign goes to the spring-sale list.",
      "recipients": {
        "tokens": [
          "fKx1DbZ7QyOa3n0B9mVwQe:APA91bH-sample-device-pixel-8",
          "cR2v8Lw0SkKx7dJ5yTgNqa:APA91bF-sample-device-iphone-15"
        ]
      },
      "console": {
        "expires": { "value": 3, "unit": "days" }
      },
      "message": {
        "notification": {
          "title": "Spring sale: 30% off 🌸",
          "body": "Our biggest sale of the season starts now.\\nEnds Sunday at midnight.",
          "image": "https://example.com/img/spring-sale.png"
        },
        "data": {
          "campaign": "spring-2027",
          "deep_link": "shop://sale/spring"
        },
        "android": {
          "priority": "HIGH",
          "collapse_key": "spring-sale",
          "notification": {
            "channel_id": "promotions",
            "color": "#e0457b",
            "icon": "ic_sale",
            "sound": "default",
            "click_action": "OPEN_SALE",
            "tag": "spring-sale"
          }
        },
        "apns": {
          "headers": {
            "apns-priority": "10",
            "apns-push-type": "alert",
            "apns-collapse-id": "spring-sale"
          },
          "payload": {
            "aps": {
              "alert": { "subtitle": "Members get early access" },
              "badge": 1,
              "sound": "default",
              "mutable-content": 1,
              "thread-id": "promotions"
            }
          }
        },
        "webpush": {
          "headers": { "Urgency": "high" },
          "notification": {
            "icon": "https://example.com/img/icon-192.png",
            "requireInteraction": true,
            "actions": [
              { "action": "shop", "title": "Shop now" },
              { "action": "later", "title": "Remind me" }
            ]
          },
          "fcm_options": { "link": "https://example.com/sale/spring" }
        },
        "fcm_options": { "analytics_label": "spring_sale_2027" }
      }
    }
    """

  /// The sample as a draft.
  public static var draft: Draft {
    guard case .object(let object)? = try? JSONParser.parse(text) else { return Draft() }
    return Draft(document: object)
  }
}
