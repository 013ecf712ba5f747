/// The Markdown the manual's pages use, read into blocks for the terminal (`help TOPIC`) and
/// the man page: headings, paragraphs, list items (`-` and `1.`), fenced code and tables.
enum MarkdownBlock: Equatable {
  case heading(level: Int, text: String)
  /// Lines of one paragraph, as written.
  case paragraph([String])
  /// One list item: its marker (`-`, `1.`) and its lines, continuation lines unindented.
  case item(marker: String, lines: [String])
  case code([String])
  /// Rows of cells; the `|---|` line is left out.
  case table([[String]])

  static func parse(_ markdown: String) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)[...]
    while let line = lines.popFirst() {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("```") {
        var code: [String] = []
        while let next = lines.popFirst(), !next.trimmingSpaces.hasPrefix("```") {
          code.append(next)
        }
        blocks.append(.code(code))
      } else if line.hasPrefix("#") {
        let level = line.prefix { $0 == "#" }.count
        let text = line.dropFirst(level).trimmingSpaces
        // A page's first section often repeats its title: once is enough.
        if level == 2, blocks.last == .heading(level: 1, text: text) { continue }
        blocks.append(.heading(level: level, text: text))
      } else if line.hasPrefix("|") {
        var rows = [cells(line)]
        while let next = lines.first, next.hasPrefix("|") {
          lines.removeFirst()
          if !next.allSatisfy({ "|-: ".contains($0) }) { rows.append(cells(next)) }
        }
        blocks.append(.table(rows))
      } else if let marker = listMarker(line) {
        var item = [String(line.dropFirst(marker.count + 1))]
        while let next = lines.first, next.hasPrefix("  "), listMarker(next) == nil {
          lines.removeFirst()
          item.append(next.trimmingSpaces)
        }
        blocks.append(.item(marker: marker, lines: item))
      } else {
        var paragraph = [line]
        while let next = lines.first, !next.trimmingSpaces.isEmpty, !startsBlock(next) {
          lines.removeFirst()
          paragraph.append(next)
        }
        blocks.append(.paragraph(paragraph))
      }
    }
    return blocks
  }

  private static func startsBlock(_ line: String) -> Bool {
    line.hasPrefix("#") || line.hasPrefix("|") || line.trimmingSpaces.hasPrefix("```")
      || listMarker(line) != nil
  }

  /// `-` or `N.` when `line` starts a list item.
  static func listMarker(_ line: String) -> String? {
    if line.hasPrefix("- ") { return "-" }
    let digits = line.prefix { $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return digits + "." }
    return nil
  }

  private static func cells(_ line: String) -> [String] {
    var body = Substring(line.trimmingSpaces)
    if body.hasPrefix("|") { body = body.dropFirst() }
    if body.hasSuffix("|") { body = body.dropLast() }
    return body.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
  }
}

/// Inline Markdown: `code`, **bold**, *emphasis* and [links](…), for both renderers.
enum MarkdownInline {
  enum Span: Equatable {
    case text(String)
    case code(String)
    case bold(String)
  }

  static func spans(_ text: String) -> [Span] {
    var spans: [Span] = []
    var plain = ""
    var rest = Substring(text)
    func flush() {
      if !plain.isEmpty { spans.append(.text(plain)) }
      plain = ""
    }
    while let c = rest.first {
      if c == "`", let end = rest.dropFirst().firstIndex(of: "`") {
        flush()
        spans.append(.code(String(rest[rest.index(after: rest.startIndex)..<end])))
        rest = rest[rest.index(after: end)...]
      } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
        flush()
        spans.append(.bold(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
        rest = rest[end.upperBound...]
      } else if c == "[", let close = rest.firstIndex(of: "]"),
        rest[rest.index(after: close)...].hasPrefix("("),
        let paren = rest[close...].firstIndex(of: ")")
      {
        plain += rest[rest.index(after: rest.startIndex)..<close]
        let target = rest[rest.index(close, offsetBy: 2)..<paren]
        if !target.hasPrefix("#") { plain += " (\(target))" }
        rest = rest[rest.index(after: paren)...]
      } else {
        plain.append(c)
        rest = rest.dropFirst()
      }
    }
    flush()
    return spans
  }

  /// The text as a terminal shows it: code and bold without their marks.
  static func plain(_ text: String) -> String {
    spans(text).map { span in
      switch span {
      case .text(let t), .code(let t), .bold(let t): t
      }
    }.joined()
  }
}
