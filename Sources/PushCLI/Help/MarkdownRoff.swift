/// A manual page's Markdown as man-page roff: `#` a section, `##` a subsection, paragraphs,
/// list items as indented paragraphs, code as no-fill blocks, table rows as tagged paragraphs.
enum MarkdownRoff {
  static func lines(_ markdown: String) -> [String] {
    var out: [String] = []
    for block in MarkdownBlock.parse(markdown) {
      switch block {
      case .heading(let level, let text):
        let title = MarkdownInline.plain(text)
        out.append(
          (level == 1 ? ".SH " : ".SS ") + ManPage.escaped(level == 1 ? title.uppercased() : title))
      case .paragraph(let lines):
        out += [".PP", inline(lines.map(\.trimmingSpaces).joined(separator: " "))]
      case .item(let marker, let lines):
        let tag = marker == "-" ? "\\(bu" : marker
        out += [".IP \(tag) 4", inline(lines.joined(separator: " "))]
      case .code(let lines):
        out += [".PP", ".RS 4", ".nf"] + lines.map { ManPage.escaped($0) } + [".fi", ".RE"]
      case .table(let rows):
        for row in rows {
          out += [".TP", inline(row.first ?? "")]
          out.append(row.dropFirst().map(inline).joined(separator: " \\(em "))
        }
      }
    }
    return out
  }

  /// Inline code and bold in bold, the rest plain.
  static func inline(_ text: String) -> String {
    let body = MarkdownInline.spans(text).map { span in
      switch span {
      case .text(let t): ManPage.escaped(t)
      case .code(let t), .bold(let t): "\\fB" + ManPage.escaped(t) + "\\fR"
      }
    }.joined()
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }
}
