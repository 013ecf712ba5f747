import TermUI

/// Key bindings: key notation → command name, in two layers. `global` bindings work
/// everywhere; `navigation` bindings (plain keys such as `?`) only outside text fields, so
/// typing never fires them.
public struct Keymap: Sendable, Equatable {
  public var global: [KeyEvent: String]
  public var navigation: [KeyEvent: String]

  public init(global: [KeyEvent: String], navigation: [KeyEvent: String]) {
    self.global = global
    self.navigation = navigation
  }

  /// The default bindings. DESIGN.md §5 fixes Tab/Shift-Tab, Ctrl-S, Ctrl-Q, F1, `?`, Ctrl-P
  /// and Esc.
  public static let standard = Keymap(
    global: bindings([
      ("<tab>", "focus_next"), ("<backtab>", "focus_prev"), ("<C-s>", "save"),
      ("<C-q>", "quit"), ("<F1>", "help"), ("<C-p>", "command_palette"),
      ("<esc>", "close_popup"), ("<C-o>", "open"), ("<C-n>", "add_row"),
      ("<C-d>", "delete_row"), ("<A-up>", "move_row_up"), ("<A-down>", "move_row_down"),
      ("<A-right>", "tab_next"), ("<A-left>", "tab_prev"), ("<A-1>", "tab_compose"),
      ("<A-2>", "tab_android"), ("<A-3>", "tab_apple"), ("<A-4>", "tab_web"),
      ("<A-]>", "preview_next"), ("<A-[>", "preview_prev"), ("<pagedown>", "preview_scroll_down"),
      ("<pageup>", "preview_scroll_up"), ("<C-z>", "undo"), ("<C-r>", "redo"), ("<A-z>", "redo"),
      ("<A-e>", "open_in_editor"), ("<F8>", "next_problem"), ("<F2>", "problems"),
      ("<F12>", "toggle_mouse"), ("<C-l>", "redraw"), ("<F5>", "switch_theme"),
      ("<F9>", "dry_run"), ("<F10>", "test_send"), ("<F11>", "send_campaign"),
      ("<C-g>", "send_campaign"),
      ("<F6>", "history"), ("<A-x>", "toggle_device_expanded"),
    ]),
    navigation: bindings([
      ("?", "help"), ("<space>", "toggle_value"), ("<ret>", "toggle_value"),
      ("<del>", "clear_field"), ("<bs>", "clear_field"), ("q", "quit"),
    ]))

  private static func bindings(_ pairs: [(String, String)]) -> [KeyEvent: String] {
    var out: [KeyEvent: String] = [:]
    for (notation, command) in pairs {
      for key in (try? KeyNotation.parse(notation)) ?? [] { out[key] = command }
    }
    return out
  }

  /// The command bound to `key`; `inText` is true while a text field has focus.
  public func command(for key: KeyEvent, inText: Bool) -> String? {
    if let command = global[key] { return command }
    return inText ? nil : navigation[key]
  }

  /// The keys bound to `command`, global first, for help and hints ("Ctrl-S").
  public func keys(for command: String) -> [KeyEvent] {
    let g = global.filter { $0.value == command }.map(\.key)
    let n = navigation.filter { $0.value == command }.map(\.key)
    return (g + n).sorted { $0.displayName < $1.displayName }
  }

  /// The first key's display name for a command (empty if unbound).
  public func keyName(for command: String) -> String {
    keys(for: command).first?.displayName ?? ""
  }
}
