import PushCore
import TermUI

extension Reducer {
  /// Global commands that still work on the history screen.
  static let historyCommands: Set<CommandID> = [
    .quit, .commandPalette, .help, .history, .redraw, .toggleMouse, .switchTheme,
    .save,
  ]

  /// F6: opens the history screen (reading the log) or closes it.
  static func toggleHistory(_ state: inout ComposerState) -> [Effect] {
    if state.history != nil {
      state.history = nil
      return []
    }
    state.history = HistoryState()
    return [.readHistory]
  }

  /// Keys on the history screen: the list filters as you type; a send's page scrolls.
  static func handleHistoryKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard var history = state.history else { return [] }
    if let command = state.keymap.global[key], historyCommands.contains(command) {
      return run(command: command, &state)
    }
    if history.delivery.reportLabel != nil { return deliveryReportKey(&state, key) }
    let closes = state.keymap.global[key] == .closePopup
    if history.page == .list {
      switch key {
      case _ where closes:
        if history.filter.text.isEmpty {
          state.history = nil
          return []
        }
        history.filter.setText("")
        history.selected = 0
      case .enter:
        if history.selectedEntry != nil {
          history.page = .detail
          history.scroll = 0
        }
      default:
        if let selected = moveSelection(key, history.selected, history.entries.count) {
          history.selected = selected
        } else if history.filter.handle(key) {
          history.selected = 0
        }
      }
      state.history = history
      return []
    }
    return historyPageKey(&state, &history, closes ? .escape : key)
  }

  private static func historyPageKey(
    _ state: inout ComposerState, _ history: inout HistoryState, _ key: KeyEvent
  ) -> [Effect] {
    switch key {
    case .escape, .backspace, .left, .char("q"):
      history.page = history.page == .diff ? .detail : .list
      history.scroll = 0
    case .char("d"):
      history.page = history.page == .diff ? .detail : .diff
      history.scroll = 0
      if history.page == .diff {
        // Scroll to the first change when it would be off screen, with context above it.
        let lines = HistoryPageModel.lines(history, state: state)
        let first =
          lines.dropFirst(2).firstIndex { $0.text.hasPrefix("−") || $0.text.hasPrefix("+") } ?? 0
        let viewport = historyViewport(state.size)
        if first >= viewport - 1 {
          history.scroll = min(max(0, lines.count - viewport), first - 3)
        }
      }
    case .char("F"):
      state.history = history
      return openDeliveryReport(&state)
    case .char("l"), .char("L"):
      state.history = history
      guard let entry = history.selectedEntry else { return [] }
      return loadFromHistory(entry, &state)
    default:
      let delta = [
        KeyEvent.down: 1, .up: -1, .pageDown: 10, .pageUp: -10, .char("j"): 1,
        .char("k"): -1,
      ][key]
      let length = HistoryPageModel.lines(history, state: state).count
      let maxScroll = max(0, length - historyViewport(state.size))
      if let delta {
        history.scroll = min(max(0, history.scroll + delta), maxScroll)
      } else if key == .home {
        history.scroll = 0
      } else if key == .end {
        history.scroll = maxScroll
      }
    }
    state.history = history
    return []
  }

  /// Rows of the detail and diff pages' viewport (inside the frame, above the two bars).
  static func historyViewport(_ size: Size) -> Int { max(1, size.height - 4) }

  /// Loads a sent request as a new, unsaved draft (asking about unsaved changes first).
  static func loadFromHistory(_ entry: SendHistoryEntry, _ state: inout ComposerState)
    -> [Effect]
  {
    guard let message = entry.request?.objectValue?["message"]?.objectValue else {
      state.status = StatusMessage("This send's request body was not recorded", .warning)
      return []
    }
    var draft = Draft(message: message)
    if let name = entry.draft { draft.name = name }
    if let profile = entry.profile { draft.profile = profile }
    return confirmingDiscard(&state, then: .loadDraft(draft, sentAt: entry.timeText))
  }

  /// The history log's results.
  static func historyLoaded(_ state: inout ComposerState, _ log: SendHistoryLog) -> [Effect] {
    guard var history = state.history else { return [] }
    history.log = log
    history.selected = min(history.selected, max(0, history.entries.count - 1))
    state.history = history
    if log.unreadableLines > 0 {
      let n = log.unreadableLines
      state.status = StatusMessage(
        "\(n) unreadable line\(n == 1 ? "" : "s") skipped in the send history", .warning)
    }
    return historyDeliveryNeeded(&state)
  }

  static func historyLoadFailed(_ state: inout ComposerState, _ message: String) -> [Effect] {
    state.history?.error = message
    state.status = StatusMessage(message, .error)
    return []
  }
}
