import PushCore
import TermUI

/// The help bar's hints, generated from the keymap and `Command.all` for the place the user
/// is in: a popup, a data-table row, a choice, a switch or a text field.
enum HelpHints {
  /// Short words for the bar; anything missing uses the command's title.
  private static let words: [CommandID: String] = [
    .focusNext: "next", .save: "save", .commandPalette: "commands", .help: "help",
    .quit: "quit", .closePopup: "close", .addRow: "add row", .deleteRow: "delete row",
    .moveRowUp: "move up", .moveRowDown: "move down", .openInEditor: "editor",
    .tabNext: "tab", .problems: "problems",
  ]

  static func items(_ state: ComposerState) -> [HelpBar.Item] {
    items(state, focus: FocusInfo(state))
  }

  /// `items(state)` when the caller has `FocusInfo(state)` already; `memo` (the render
  /// cache's) keeps the form's items from frame to frame.
  static func items(_ state: ComposerState, focus: FocusInfo?, memo: HelpItemsMemo? = nil)
    -> [HelpBar.Item]
  {
    if let popup = state.popups.last { return popupItems(popup, keymap: state.keymap) }
    switch state.screen {
    case .workspace: if let workspace = state.workspace { return WorkspaceHints.items(workspace) }
    case .history:
      if let history = state.history { return historyItems(history, keymap: state.keymap) }
    case .send: if let session = state.send { return sendItems(session) }
    case .form: break
    }
    let key = HelpItemsKey(
      keymap: state.keymap, focus: state.currentFocus, editor: focus?.field.editor)
    guard let memo else { return formItems(key) }
    return memo.value(for: key) { formItems(key) }
  }

  /// The hints on the form, for the focused place and its editor.
  private static func formItems(_ key: HelpItemsKey) -> [HelpBar.Item] {
    let keymap = key.keymap
    var items: [HelpBar.Item] = []
    switch key.focus {
    case .mapKey?, .mapValue?:
      items += [.addRow, .deleteRow, .moveRowUp, .moveRowDown].compactMap {
        hint($0, keymap)
      }
    case .mapNewRow?:
      items += [hint(.addRow, keymap)].compactMap { $0 }
    default:
      switch key.editor {
      case .choice?:
        items += [hint(.toggleValue, keymap, "choose", prefer: " ")].compactMap { $0 }
      case .toggle?, .flag?:
        items += [hint(.toggleValue, keymap, "toggle", prefer: " ")].compactMap { $0 }
      case .multiline?, .json?: items += [hint(.openInEditor, keymap)].compactMap { $0 }
      default: break
      }
    }
    let common: [CommandID] = [.focusNext, .save, .commandPalette, .help, .quit]
    items.insert(contentsOf: common.prefix(1).compactMap { hint($0, keymap) }, at: 0)
    items += common.dropFirst().compactMap { hint($0, keymap) }
    return items
  }

  private static func popupItems(_ popup: PopupState, keymap: Keymap) -> [HelpBar.Item] {
    let close = hint(.closePopup, keymap)
    let enter = KeyEvent.enter.displayName
    let upDown = KeyEvent.up.displayName + "/" + KeyEvent.down.displayName
    let leftRight = KeyEvent.left.displayName + "/" + KeyEvent.right.displayName
    var items: [HelpBar.Item]
    switch popup {
    case .help: items = [HelpBar.Item(key: upDown, "scroll")]
    case .palette: items = [HelpBar.Item(key: enter, "run"), HelpBar.Item(key: upDown, "select")]
    case .choice: items = [HelpBar.Item(key: enter, "choose"), HelpBar.Item(key: upDown, "select")]
    case .problems:
      items = [HelpBar.Item(key: enter, "go to field"), HelpBar.Item(key: upDown, "select")]
    case .prompt: items = [HelpBar.Item(key: enter, "confirm")]
    case .confirmDiscard, .recovery, .confirmDropped:
      items = [HelpBar.Item(key: enter, "confirm"), HelpBar.Item(key: leftRight, "select")]
    case .themes: items = [HelpBar.Item(key: enter, "use"), HelpBar.Item(key: upDown, "preview")]
    case .confirmSend:
      items = [
        HelpBar.Item(key: enter, "press"), HelpBar.Item(key: KeyEvent.tab.displayName, "select"),
      ]
    case .profiles: items = [HelpBar.Item(key: enter, "use"), HelpBar.Item(key: upDown, "select")]
    case .export:
      items = [
        HelpBar.Item(key: "c", "copy"), HelpBar.Item(key: "s", "save to file"),
        HelpBar.Item(key: upDown, "scroll"),
      ]
    case .credentials:
      items = [HelpBar.Item(key: "r", "check again"), HelpBar.Item(key: upDown, "scroll")]
    case .jobs:
      items = [
        HelpBar.Item(key: "p", "pause/resume"), HelpBar.Item(key: "x", "cancel job"),
        HelpBar.Item(key: "r", "reload"), HelpBar.Item(key: upDown, "select"),
      ]
    }
    if let close {
      let cancels: Bool
      switch popup {
      case .help, .problems, .palette, .export, .credentials, .jobs: cancels = false
      default: cancels = true
      }
      items.append(HelpBar.Item(key: close.key, cancels ? "cancel" : "close"))
    }
    return items
  }

  private static func sendItems(_ session: SendSession) -> [HelpBar.Item] {
    let upDown = KeyEvent.up.displayName + "/" + KeyEvent.down.displayName
    let esc = KeyEvent.escape.displayName
    let close: HelpBar.Item =
      switch session.phase {
      case .running: HelpBar.Item(key: esc, "stop")
      case .stopping: HelpBar.Item(key: esc, "abandon in-flight")
      case .finished: HelpBar.Item(key: esc, "back to draft")
      }
    return [
      close, HelpBar.Item(key: upDown, "scroll"),
      HelpBar.Item(key: KeyEvent.pageUp.displayName + "/" + KeyEvent.pageDown.displayName, "page"),
    ]
  }

  private static func historyItems(_ history: HistoryState, keymap: Keymap) -> [HelpBar.Item] {
    let upDown = KeyEvent.up.displayName + "/" + KeyEvent.down.displayName
    var items: [HelpBar.Item]
    if history.delivery.reportLabel != nil {
      items = [HelpBar.Item(key: upDown, "scroll")]
    } else {
      switch history.page {
      case .list:
        items = [
          HelpBar.Item(key: KeyEvent.enter.displayName, "open"),
          HelpBar.Item(key: upDown, "select"),
          HelpBar.Item(key: "type", "filter"),
        ]
      case .detail, .diff:
        items = [
          HelpBar.Item(key: "d", history.page == .diff ? "request" : "diff with draft"),
          HelpBar.Item(key: "l", "load as new draft"), HelpBar.Item(key: "F", "delivery report"),
          HelpBar.Item(key: upDown, "scroll"),
        ]
      }
    }
    items.append(HelpBar.Item(key: KeyEvent.escape.displayName, "back"))
    items += [hint(.history, keymap, "close"), hint(.quit, keymap)].compactMap { $0 }
    return items
  }

  /// A hint for `command`: its key (global bindings first, `prefer` when bound) and a word.
  static func hint(
    _ command: CommandID, _ keymap: Keymap, _ word: String? = nil, prefer: Character? = nil
  ) -> HelpBar.Item? {
    let keys = keymap.keys(for: command)
    guard let first = keys.first else { return nil }
    let key = prefer.flatMap { c in keys.first { $0 == KeyEvent.char(c) } } ?? first
    return HelpBar.Item(key, word ?? words[command] ?? Command(command).title.lowercased())
  }
}
