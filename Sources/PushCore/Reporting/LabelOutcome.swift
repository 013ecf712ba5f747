import Foundation

/// What FCM's delivery data says about one send: the analytics label its Android messages
/// carried, and the figures of that label from the send's day on.
public enum LabelOutcome {
  /// The label Android devices got from a recorded request (`{"message": …}`): the Android
  /// block's own `fcm_options.analytics_label`, else the message's (either spelling).
  public static func label(of request: JSONValue?) -> String? {
    guard let message = request?.objectValue?["message"]?.objectValue else { return nil }
    let canonical = SpelledMessage(message).canonical
    let own = canonical["android"]?.objectValue?["fcm_options"]?.objectValue?["analytics_label"]
    let shared = canonical["fcm_options"]?.objectValue?["analytics_label"]
    guard let label = (own ?? shared)?.stringValue, !label.isEmpty else { return nil }
    return label
  }

  /// The entries of `label` from the day of `sentAt` (FCM's zone) on, combined; nil when FCM
  /// has none yet.
  public static func totals(label: String, sentAt: Date?, records: [DeliveryRecord])
    -> (totals: DeliveryTotals, days: Int)?
  {
    let first = sentAt.map(DeliveryDate.init)
    let matching = records.filter { record in
      record.label == label && first.map { !(record.date < $0) } ?? true
    }
    guard !matching.isEmpty else { return nil }
    return (DeliveryTotals(matching), Set(matching.map(\.date)).count)
  }

  /// One line for a send's outcome: delivered first (what a narrow screen keeps), then
  /// pending, collapsed, dropped and delayed.
  public static func summary(_ totals: DeliveryTotals) -> String {
    var parts: [String] = []
    func add(_ value: Double?, _ name: String) {
      if let value { parts.append("\(DeliveryTable.percent(value))% \(name)") }
    }
    add(totals[.delivered], "delivered")
    add(totals[.pending], "pending")
    add(totals[.collapsed], "collapsed")
    add(totals.dropped, "dropped")
    add(totals.delayed, "delayed")
    if parts.isEmpty { parts.append("no outcome reported yet") }
    return parts.joined(separator: " · ")
  }
}
