import TermUI

extension Buffer {
  /// Like `snapshot`, but each change lists the resolved style too, for the few themed
  /// snapshots: `x,y role fg=… bg=… bold,reverse`.
  public var styledSnapshot: String {
    var out = "size: \(size)\n"
    for line in lines { out += "\"\(line)\"\n" }
    out += "styles:\n"
    var current: (String?, Style)?
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = self[x, y]
        guard !cell.isContinuation else { continue }
        if let current, current.0 == cell.role, current.1 == cell.style { continue }
        current = (cell.role, cell.style)
        out += "\(x),\(y) \(cell.role ?? "-") \(Self.describe(cell.style))\n"
      }
    }
    return out
  }

  private static func describe(_ style: Style) -> String {
    func color(_ c: Color?) -> String {
      switch c {
      case nil: "-"
      case .default?: "default"
      case .ansi(let n)?: "ansi\(n)"
      case .indexed(let n)?: "idx\(n)"
      case .rgb(let r, let g, let b)?: "rgb(\(r),\(g),\(b))"
      }
    }
    let names: [(Modifiers, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"), (.blink, "blink"), (.strikethrough, "strike"),
    ]
    let mods = names.filter { style.modifiers.contains($0.0) }.map(\.1).joined(separator: ",")
    return "fg=\(color(style.foreground)) bg=\(color(style.background))"
      + (mods.isEmpty ? "" : " " + mods)
  }
}
