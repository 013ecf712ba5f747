import Foundation

extension ManualTopic {
  /// The page as `fcm-compose help TOPIC` prints it: the Markdown's marks taken out, code and
  /// list items indented, tables in aligned columns.
  public var terminalText: String {
    var out: [String] = []
    var lastWasItem = false
    for block in MarkdownBlock.parse(markdown) {
      var isItem = false
      switch block {
      case .heading(let level, let text):
        let title = MarkdownInline.plain(text)
        out.append(level == 1 ? title.uppercased() : title)
      case .paragraph(let lines):
        out.append(MarkdownInline.plain(lines.joined(separator: "\n")))
      case .item(let marker, let lines):
        isItem = true
        let pad = String(repeating: " ", count: marker.count + 3)
        let plain = MarkdownInline.plain(lines.joined(separator: "\n")).split(separator: "\n")
        let text = plain.enumerated().map { index, line in
          (index == 0 ? "  \(marker) " : pad) + line
        }.joined(separator: "\n")
        if lastWasItem, let last = out.popLast() {
          out.append(last + "\n" + text)
        } else {
          out.append(text)
        }
      case .code(let lines):
        out.append(lines.map { "    " + $0 }.joined(separator: "\n"))
      case .table(let rows):
        out.append(Self.aligned(rows.map { $0.map(MarkdownInline.plain) }))
      }
      lastWasItem = isItem
    }
    return out.joined(separator: "\n\n") + "\n"
  }

  static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { c in
      rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      "  "
        + row.enumerated().map { c, cell in
          c == row.count - 1
            ? cell : cell.padding(toLength: widths[c] + 2, withPad: " ", startingAt: 0)
        }.joined()
    }.joined(separator: "\n")
  }
}
