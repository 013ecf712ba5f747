import TermUI

/// The help bar on the workspace screen: the keys of the place the user is in.
enum WorkspaceHints {
  static func items(_ workspace: WorkspaceState) -> [HelpBar.Item] {
    let enter = KeyEvent.enter.displayName
    let esc = KeyEvent.escape.displayName
    if let dialog = workspace.dialog {
      switch dialog {
      case .templates:
        return [HelpBar.Item(key: enter, "choose"), HelpBar.Item(key: esc, "cancel")]
      case .name: return [HelpBar.Item(key: enter, "confirm"), HelpBar.Item(key: esc, "cancel")]
      case .confirmDelete:
        return [
          HelpBar.Item(key: enter, "confirm"), HelpBar.Item(key: "←/→", "select"),
          HelpBar.Item(key: esc, "cancel"),
        ]
      }
    }
    if workspace.compare != nil {
      return [HelpBar.Item(key: "↑/↓", "scroll"), HelpBar.Item(key: esc, "back")]
    }
    if workspace.isFiltering {
      return [HelpBar.Item(key: enter, "keep filter"), HelpBar.Item(key: esc, "clear")]
    }
    return [
      HelpBar.Item(key: enter, "open"), HelpBar.Item(key: "/", "filter"),
      HelpBar.Item(key: "s", "sort"), HelpBar.Item(key: "n", "new"),
      HelpBar.Item(key: "d", "duplicate"), HelpBar.Item(key: "r", "rename"),
      HelpBar.Item(key: "D", "delete"), HelpBar.Item(key: "u", "restore"),
      HelpBar.Item(key: "space", "mark"), HelpBar.Item(key: "=", "compare"),
      HelpBar.Item(key: "q", "quit"),
    ]
  }
}
