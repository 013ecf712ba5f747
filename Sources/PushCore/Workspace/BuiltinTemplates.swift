import Foundation

/// The templates that ship with fcm-compose. Each validates with no errors as it stands
/// (tested), so a new draft starts sendable once its placeholder token is replaced.
public enum BuiltinTemplates {
  /// Every built-in template, in the order `templates` lists them.
  public static let all: [DraftTemplate] = sources.compactMap { id, summary, text in
    guard let draft = try? DraftFile.decode(Data(text.utf8), path: id).draft else { return nil }
    return DraftTemplate(id: id, summary: summary, source: .builtin, draft: draft)
  }

  /// The number of built-in templates (the texts below; `all` drops none when they parse).
  public static var count: Int { sources.count }

  private static let sources: [(String, String, String)] = [
    ("notification", "A notification with custom data, to the draft's test tokens", notification),
    ("background", "Data-only background update: apns-priority 5, content-available", background),
    ("android-call", "Android high-priority data message for a call-style notification", call),
    ("web-actions", "Web push notification with action buttons and a link", webActions),
    ("live-activity-start", "Start a Live Activity (push-to-start token)", liveStart),
    ("live-activity-update", "Update a running Live Activity", liveUpdate),
    ("live-activity-end", "End a Live Activity and dismiss it", liveEnd),
    ("localized", "Localized with loc keys and arguments (Android and Apple)", localized),
    ("topic-broadcast", "A notification to every subscriber of a topic", topic),
  ]

  /// The templates' stand-in for a registration token (`placeholder-token` warns about it).
  public static let placeholderToken = "paste-a-registration-token-here"

  private static let tokens = """
      "recipients": { "tokens": ["\(placeholderToken)"] },
    """

  static let notification = """
    {
      "notes": "Replace the token, then write the title and text.",
    \(tokens)
      "message": {
        "notification": { "title": "Title", "body": "Text" },
        "data": { "screen": "home", "campaign": "launch" }
      }
    }
    """

  static let background = """
    {
      "notes": "Wakes the app to refresh content; nothing is shown. Apple delivers it at low priority.",
    \(tokens)
      "message": {
        "data": { "action": "refresh", "resource": "inbox" },
        "android": { "priority": "NORMAL" },
        "apns": {
          "headers": { "apns-priority": "5", "apns-push-type": "background" },
          "payload": { "aps": { "content-available": 1 } }
        }
      }
    }
    """

  static let call = """
    {
      "notes": "The app builds a NotificationCompat.CallStyle notification from the data; a call is useless late, so ttl is 30 s. Apple devices get it as a background update.",
    \(tokens)
      "message": {
        "data": {
          "type": "incoming_call", "call_id": "c-0001", "caller_name": "Ada Lovelace",
          "caller_avatar": "https://example.com/avatars/ada.png"
        },
        "android": { "priority": "HIGH", "ttl": "30s" },
        "apns": {
          "headers": { "apns-priority": "5" },
          "payload": { "aps": { "content-available": 1 } }
        }
      }
    }
    """

  static let webActions = """
    {
    \(tokens)
      "message": {
        "webpush": {
          "notification": {
            "title": "Your order shipped",
            "body": "Arrives Thursday.",
            "icon": "https://example.com/icons/192.png",
            "actions": [
              { "action": "track", "title": "Track" },
              { "action": "dismiss", "title": "Dismiss" }
            ]
          },
          "fcm_options": { "link": "https://example.com/orders/1234" }
        }
      }
    }
    """

  static let liveStart = """
    {
      "notes": "apns.live_activity_token is the push-to-start token; the recipient token is the device's FCM token.",
    \(tokens)
      "message": {
        "apns": {
          "live_activity_token": "paste-the-push-to-start-token",
          "headers": { "apns-priority": "10" },
          "payload": {
            "aps": {
              "timestamp": 1800000000,
              "event": "start",
              "content-state": { "status": "preparing", "eta_minutes": 25 },
              "attributes-type": "DeliveryAttributes",
              "attributes": { "order_id": "1234" },
              "alert": { "title": "Order confirmed", "body": "We are preparing it." }
            }
          }
        }
      }
    }
    """

  static let liveUpdate = """
    {
      "notes": "apns.live_activity_token is the activity's push token.",
    \(tokens)
      "message": {
        "apns": {
          "live_activity_token": "paste-the-activity-push-token",
          "headers": { "apns-priority": "10" },
          "payload": {
            "aps": {
              "timestamp": 1800000600,
              "event": "update",
              "content-state": { "status": "on the way", "eta_minutes": 10 }
            }
          }
        }
      }
    }
    """

  static let liveEnd = """
    {
      "notes": "apns.live_activity_token is the activity's push token.",
    \(tokens)
      "message": {
        "apns": {
          "live_activity_token": "paste-the-activity-push-token",
          "headers": { "apns-priority": "10" },
          "payload": {
            "aps": {
              "timestamp": 1800001200,
              "event": "end",
              "dismissal-date": 1800004800,
              "content-state": { "status": "delivered", "eta_minutes": 0 }
            }
          }
        }
      }
    }
    """

  static let localized = """
    {
      "notes": "The app's strings resources (Android) and Localizable.strings (Apple) hold the texts.",
    \(tokens)
      "message": {
        "android": {
          "notification": {
            "title_loc_key": "sale_title",
            "body_loc_key": "sale_body",
            "body_loc_args": ["30%"]
          }
        },
        "apns": {
          "payload": {
            "aps": {
              "alert": { "title-loc-key": "SALE_TITLE", "loc-key": "SALE_BODY", "loc-args": ["30%"] }
            }
          }
        }
      }
    }
    """

  static let topic = """
    {
      "message": {
        "topic": "news",
        "notification": { "title": "Breaking news", "body": "Tap to read the story." },
        "android": { "notification": { "channel_id": "news" } }
      }
    }
    """
}
