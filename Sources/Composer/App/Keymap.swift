import TermUI

/// Key bindings: key → command, in two layers. `global` bindings work
/// everywhere; `navigation` bindings (plain keys such as `?`) only outside text fields, so
/// typing never fires them.
public struct Keymap: Sendable, Equatable {
  public var global: [KeyEvent: CommandID] { didSet { index() } }
  public var navigation: [KeyEvent: CommandID] { didSet { index() } }
  /// Each command's keys, global first, each layer in display order: derived from the two
  /// layers whenever they change, so the help bar and palette (drawn every frame) look keys up
  /// instead of scanning and sorting the layers.
  private var byCommand: [CommandID: [KeyEvent]] = [:]

  public init(global: [KeyEvent: CommandID], navigation: [KeyEvent: CommandID]) {
    self.global = global
    self.navigation = navigation
    index()
  }

  private mutating func index() {
    var keys: [CommandID: [KeyEvent]] = [:]
    for layer in [global, navigation] {
      let sorted = layer.map { (key: $0.key, command: $0.value, name: $0.key.displayName) }
        .sorted { $0.name < $1.name }
      for binding in sorted { keys[binding.command, default: []].append(binding.key) }
    }
    byCommand = keys
  }

  /// The default bindings. DESIGN.md §5 fixes Tab/Shift-Tab, Ctrl-S, Ctrl-Q, F1, `?`, Ctrl-P
  /// and Esc.
  public static let standard = Keymap(
    global: bindings([
      ("<tab>", .focusNext), ("<backtab>", .focusPrev), ("<C-s>", .save),
      ("<C-q>", .quit), ("<F1>", .help), ("<C-p>", .commandPalette),
      ("<esc>", .closePopup), ("<C-o>", .workspace), ("<C-n>", .addRow),
      ("<C-d>", .deleteRow), ("<A-up>", .moveRowUp), ("<A-down>", .moveRowDown),
      ("<A-right>", .tabNext), ("<A-left>", .tabPrev), ("<A-1>", .tabCompose),
      ("<A-2>", .tabAndroid), ("<A-3>", .tabApple), ("<A-4>", .tabWeb),
      ("<A-]>", .previewNext), ("<A-[>", .previewPrev), ("<pagedown>", .previewScrollDown),
      ("<pageup>", .previewScrollUp), ("<C-z>", .undo), ("<C-r>", .redo), ("<A-z>", .redo),
      ("<A-e>", .openInEditor), ("<F8>", .nextProblem), ("<F2>", .problems),
      ("<F12>", .toggleMouse), ("<C-l>", .redraw), ("<F5>", .switchTheme),
      ("<F9>", .dryRun), ("<F10>", .testSend), ("<F11>", .sendCampaign),
      ("<C-g>", .sendCampaign),
      ("<F6>", .history), ("<A-x>", .toggleDeviceExpanded),
      ("<A-l>", .liveActivity),
      ("<A-.>", .audienceNextRow), ("<A-,>", .audiencePreviousRow), ("<A-w>", .audienceWorstCase),
    ]),
    navigation: bindings([
      ("?", .help), ("<space>", .toggleValue), ("<ret>", .toggleValue),
      ("<del>", .clearField), ("<bs>", .clearField), ("q", .quit),
    ]))

  private static func bindings(_ pairs: [(String, CommandID)]) -> [KeyEvent: CommandID] {
    var out: [KeyEvent: CommandID] = [:]
    for (notation, command) in pairs {
      for key in (try? KeyNotation.parse(notation)) ?? [] { out[key] = command }
    }
    return out
  }

  /// The command bound to `key`; `inText` is true while a text field has focus.
  public func command(for key: KeyEvent, inText: Bool) -> CommandID? {
    if let command = global[key] { return command }
    return inText ? nil : navigation[key]
  }

  /// The keys bound to `command`: global ones first, each layer in display order ("Ctrl-S").
  public func keys(for command: CommandID) -> [KeyEvent] { byCommand[command] ?? [] }

  /// The first key's display name for a command (empty if unbound).
  public func keyName(for command: CommandID) -> String {
    keys(for: command).first?.displayName ?? ""
  }
}
