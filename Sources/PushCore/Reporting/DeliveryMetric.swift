/// Every figure of one FCM Data API entry (`androidDeliveryData[].data`, fcmdata v1beta1): where
/// it sits in the API's JSON, its CSV column, its table header (when the table shows it) and
/// what it means. The table, the CSV, the totals and the manual are all derived from this list.
public enum DeliveryMetric: String, Sendable, CaseIterable {
  case accepted
  case notificationsAccepted
  case delivered
  case pending
  case collapsed
  case droppedTooManyPendingMessages
  case droppedAppForceStopped
  case droppedDeviceInactive
  case droppedTtlExpired
  case deliveredNoDelay
  case delayedDeviceOffline
  case delayedDeviceDoze
  case delayedMessageThrottled
  case delayedUserStopped
  case priorityLowered
  case proxied
  case proxyFailed
  case proxySkippedUnsupported
  case proxySkippedNotThrottled
  case proxySkippedUnconfigured
  case proxySkippedOptedOut

  /// The object under `data` holding the figure (nil: directly in `data`) and its key there.
  public var apiPath: (group: String?, key: String) {
    switch self {
    case .accepted: (nil, "countMessagesAccepted")
    case .notificationsAccepted: (nil, "countNotificationsAccepted")
    case .delivered, .pending, .collapsed, .droppedTooManyPendingMessages,
      .droppedAppForceStopped, .droppedDeviceInactive, .droppedTtlExpired:
      ("messageOutcomePercents", rawValue)
    case .deliveredNoDelay, .delayedDeviceOffline, .delayedDeviceDoze, .delayedMessageThrottled,
      .delayedUserStopped:
      ("deliveryPerformancePercents", rawValue)
    case .priorityLowered: ("messageInsightPercents", rawValue)
    case .proxied: ("proxyNotificationInsightPercents", "proxied")
    case .proxyFailed: ("proxyNotificationInsightPercents", "failed")
    case .proxySkippedUnsupported: ("proxyNotificationInsightPercents", "skippedUnsupported")
    case .proxySkippedNotThrottled: ("proxyNotificationInsightPercents", "skippedNotThrottled")
    case .proxySkippedUnconfigured: ("proxyNotificationInsightPercents", "skippedUnconfigured")
    case .proxySkippedOptedOut: ("proxyNotificationInsightPercents", "skippedOptedOut")
    }
  }

  /// A count (the API sends int64 counts as strings) rather than a percentage.
  public var isCount: Bool { self == .accepted || self == .notificationsAccepted }

  /// The CSV column: `accepted`, `delivered_pct`, `dropped_ttl_expired_pct`, …
  public var csvColumn: String {
    if self == .accepted { return "accepted" }
    if self == .notificationsAccepted { return "notifications_accepted" }
    var out = ""
    for ch in rawValue {
      if ch.isUppercase { out += "_" + ch.lowercased() } else { out.append(ch) }
    }
    return out + "_pct"
  }

  /// The table's header for the figure, when the terminal table shows it.
  public var tableHeader: String? {
    switch self {
    case .accepted: "ACCEPTED"
    case .delivered: "DELIV%"
    case .pending: "PEND%"
    case .collapsed: "COLL%"
    case .droppedTooManyPendingMessages: "TOOMANY%"
    case .droppedAppForceStopped: "STOPPED%"
    case .droppedDeviceInactive: "INACTIVE%"
    case .droppedTtlExpired: "TTL%"
    default: nil
    }
  }

  /// What the figure means, for the manual and `report --help`.
  public var meaning: String {
    switch self {
    case .accepted: "messages FCM accepted for Android devices that share usage statistics"
    case .notificationsAccepted: "notification messages among them"
    case .delivered: "delivered to the device"
    case .pending: "neither delivered nor dropped by the end of the day (device offline)"
    case .collapsed: "replaced by a later message with the same collapse key"
    case .droppedTooManyPendingMessages: "dropped: over 100 messages waited for the device"
    case .droppedAppForceStopped: "dropped: the app was force-stopped"
    case .droppedDeviceInactive: "dropped: the device is inactive"
    case .droppedTtlExpired: "dropped: the TTL ran out before the device reconnected"
    case .deliveredNoDelay: "delivered without delay"
    case .delayedDeviceOffline: "delayed: the device was offline"
    case .delayedDeviceDoze: "delayed: the device dozed (normal priority)"
    case .delayedMessageThrottled: "delayed: throttled (collapse key or device rate)"
    case .delayedUserStopped: "delayed: the user profile was stopped"
    case .priorityLowered: "high priority lowered to normal"
    case .proxied: "notifications proxied by Google Play services"
    case .proxyFailed: "notifications whose proxying failed"
    case .proxySkippedUnsupported: "proxy skipped: unsupported"
    case .proxySkippedNotThrottled: "proxy skipped: not throttled"
    case .proxySkippedUnconfigured: "proxy skipped: not configured"
    case .proxySkippedOptedOut: "proxy skipped: the app opted out"
    }
  }

  /// The four reasons FCM drops a message.
  public static let drops: [DeliveryMetric] = [
    .droppedTooManyPendingMessages, .droppedAppForceStopped, .droppedDeviceInactive,
    .droppedTtlExpired,
  ]
}
