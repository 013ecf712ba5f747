import Foundation
import PushCore
import TermUI

/// One send's delivery outcome as FCM's Data API reports it, for the history screen: the
/// figures of its analytics label from the send's day on, or why there are none ("not yet":
/// FCM publishes a day's figures a day or more later; never zeros).
enum DeliveryOutcomeLine {
  /// The line for `entry`; `hint` says how to open the report from where it shows.
  static func line(_ entry: SendHistoryEntry, _ delivery: HistoryDelivery, hint: String) -> Line {
    var (text, role) = content(entry, delivery)
    if case .loaded = delivery.data, LabelOutcome.label(of: entry.request) != nil, !entry.dryRun {
      text += " · \(hint)"
    }
    return Line([Span("Delivery ", role: "ui.field.label"), Span(text, role: role)])
  }

  static func content(_ entry: SendHistoryEntry, _ delivery: HistoryDelivery) -> (String, String) {
    let muted = "ui.text.muted"
    if entry.dryRun { return ("a dry run: nothing was delivered", muted) }
    guard let label = LabelOutcome.label(of: entry.request) else {
      return (
        "no analytics label on this send: FCM counts it with every unlabelled send", muted
      )
    }
    switch delivery.data {
    case .idle, .loading:
      return ("\(label): asking the FCM Data API…", muted)
    case .skipped(let why):
      return ("\(label): \(why)", muted)
    case .failed(let message):
      return ("\(label): \(message)", "diagnostic.warning")
    case .several(let apps):
      return (
        "\(label): the project has \(apps.count) Android apps; set android_app_id in the "
          + "profile (fcm-compose report lists them)", "diagnostic.warning"
      )
    case .loaded(_, let records):
      guard
        let (totals, days) = LabelOutcome.totals(
          label: label, sentAt: entry.date, records: records)
      else {
        return (
          "\(label): not yet. FCM publishes a day's figures a day or more after the send", muted
        )
      }
      let span =
        (days == 1 ? "1 day" : "\(days) days") + ", "
        + DeliveryTable.count(totals[.accepted]) + " accepted"
      return (
        "\(label) (\(span)): \(LabelOutcome.summary(totals)) · figures lag a day or more",
        "ui.text"
      )
    }
  }
}
