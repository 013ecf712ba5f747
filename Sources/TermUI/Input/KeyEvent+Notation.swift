extension KeyEvent {
  /// The key in helix notation, which `KeyNotation.parse` reads back: `<C-s>`, `<S-tab>`,
  /// `<F1>`, `<lt>`, `a`.
  public var notation: String {
    if modifiers.isEmpty, case .char(let c) = code, !"<> ".contains(c) { return String(c) }
    var prefix = ""
    if modifiers.contains(.ctrl) { prefix += "C-" }
    if modifiers.contains(.alt) { prefix += "A-" }
    if modifiers.contains(.shift) { prefix += "S-" }
    return "<\(prefix)\(notationName)>"
  }

  private var notationName: String {
    switch code {
    case .char(let c):
      switch c {
      case "<": "lt"
      case ">": "gt"
      case " ": "space"
      default: String(c)
      }
    case .enter: "ret"
    case .tab: "tab"
    case .backTab: "S-tab"
    case .backspace: "bs"
    case .delete: "del"
    case .escape: "esc"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .insert: "ins"
    case .f(let n): "F\(n)"
    }
  }

  /// The key as a help bar shows it: `Ctrl-S`, `Alt-B`, `Shift-Tab`, `Enter`, `F1`, `?`.
  public var displayName: String {
    var parts: [String] = []
    if modifiers.contains(.ctrl) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    parts.append(displayKey)
    return parts.joined(separator: "-")
  }

  private var displayKey: String {
    switch code {
    case .char(" "): "Space"
    case .char(let c): modifiers.isEmpty ? String(c) : c.uppercased()
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .escape: "Esc"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .insert: "Ins"
    case .f(let n): "F\(n)"
    }
  }
}
