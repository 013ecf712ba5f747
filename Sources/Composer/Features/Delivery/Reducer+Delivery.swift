import PushCore
import TermUI

extension Reducer {
  /// After the log is read: ask for delivery data once, when a real send in it carried an
  /// analytics label (nothing else can be matched with FCM's figures).
  static func historyDeliveryNeeded(_ state: inout ComposerState) -> [Effect] {
    guard var history = state.history, history.delivery.data == .idle,
      history.log?.entries.contains(where: {
        !$0.dryRun && LabelOutcome.label(of: $0.request) != nil
      })
        == true
    else { return [] }
    history.delivery.data = .loading
    state.history = history
    return [.fetchDeliveryData(state.activeProfile)]
  }

  /// The runtime's answer.
  static func deliveryDataLoaded(_ state: inout ComposerState, _ result: DeliveryFetchResult)
    -> [Effect]
  {
    guard state.history != nil else { return [] }
    switch result {
    case .loaded(let app, let records):
      state.history?.delivery.data = .loaded(app: app, records: records)
    case .several(let apps): state.history?.delivery.data = .several(apps)
    case .skipped(let why): state.history?.delivery.data = .skipped(why)
    case .failed(let message):
      state.history?.delivery.data = .failed(message)
      state.status = StatusMessage("Delivery data: \(message)", .warning)
    }
    return []
  }

  /// `F` on a send's page: that send's label report over the history screen.
  static func openDeliveryReport(_ state: inout ComposerState) -> [Effect] {
    guard let entry = state.history?.selectedEntry else { return [] }
    guard let label = LabelOutcome.label(of: entry.request) else {
      state.status = StatusMessage(
        "This send had no analytics label: FCM's figures cannot be told apart", .warning)
      return []
    }
    state.history?.delivery.reportLabel = label
    state.history?.delivery.reportSince = entry.date.map(DeliveryDate.init)
    state.history?.delivery.reportScroll = 0
    return []
  }

  /// Keys on the report: scroll, or close it.
  static func deliveryReportKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard var delivery = state.history?.delivery else { return [] }
    let closes = state.keymap.global[key] == .closePopup
    switch key {
    case _ where closes, .escape, .backspace, .left, .char("q"), .char("F"):
      delivery.reportLabel = nil
    default:
      let delta = [
        KeyEvent.down: 1, .up: -1, .pageDown: 10, .pageUp: -10, .char("j"): 1, .char("k"): -1,
      ][key]
      let length = state.history.map { DeliveryReportView.lines($0).count } ?? 0
      let maxScroll = max(0, length - historyViewport(state.size))
      if let delta {
        delivery.reportScroll = min(max(0, delivery.reportScroll + delta), maxScroll)
      } else if key == .home {
        delivery.reportScroll = 0
      } else if key == .end {
        delivery.reportScroll = maxScroll
      }
    }
    state.history?.delivery = delivery
    return []
  }
}
