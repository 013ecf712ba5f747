/// `fcm-compose.1`: the man page, made from the registry's usage texts and the manual's
/// topics (`fcm-compose help --man`; `.ci/install` writes it to PREFIX/share/man/man1).
enum ManPage {
  /// The whole page in roff (man macros).
  static func text() -> String {
    var out = [
      #".TH FCM-COMPOSE 1 "" "fcm-compose \#(Usage.version)" "User Commands""#,
      // Ragged right: the manual's long option lists and code spans cannot be justified.
      ".ad l",
      ".SH NAME",
      #"fcm-compose \- compose, check and send Firebase Cloud Messaging notifications"#,
      ".SH SYNOPSIS",
    ]
    for line in Usage.synopsis.split(separator: "\n") {
      out.append(".nf")
      out.append(escaped(String(line.drop { $0 == " " }).replacingOccurrences("usage: ", "")))
      out.append(".fi")
    }
    out += [".SH COMMANDS"]
    for command in CLI.listedCommands { out += section(command.usage) }
    for topic in ManualTopic.all { out += MarkdownRoff.lines(topic.markdown) }
    out += [".SH ENVIRONMENT", ".nf"]
    out += Usage.environment.split(separator: "\n").dropFirst().map { escaped(String($0)) }
    out += [
      ".fi", ".SH EXIT STATUS", ".TP", ".B 0", "ok", ".TP", ".B 1",
      "problems found, or a send failed", ".TP", ".B 2", "usage error or unreadable input",
      ".SH SEE ALSO", escaped("fcm-compose help TOPIC, fcm-compose COMMAND --help"),
    ]
    return out.joined(separator: "\n") + "\n"
  }

  /// One command: its synopsis, summary, options as tagged paragraphs and the rest as text.
  static func section(_ usage: UsageText) -> [String] {
    let lines = usage.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = lines.firstIndex(of: usage.summary).map { $0 + 1 } ?? lines.count
    let synopsis = lines.prefix(max(0, start - 1)).map {
      // `usage: ` goes; continuation lines stay aligned under the first one.
      escaped(String($0.hasPrefix("usage: ") ? $0.dropFirst(7) : $0.dropFirst(min(7, $0.count))))
    }
    var out = [".SS " + escaped(usage.name), ".nf"] + synopsis + [".fi", escaped(usage.summary)]
    var paragraph: [String] = []
    var inOption = false
    func flush() {
      if !paragraph.isEmpty { out += [".PP", escaped(paragraph.joined(separator: " "))] }
      paragraph = []
    }
    for line in lines[start...] {
      if let option = UsageText.option(line) {
        flush()
        let value = option.value.map { " " + $0 } ?? ""
        out += [".TP", ".B " + escaped(option.names.joined(separator: ", ") + value)]
        if !option.help.isEmpty { out.append(escaped(option.help)) }
        inOption = true
      } else if line.trimmingSpaces.isEmpty {
        flush()
        inOption = false
      } else if inOption, line.hasPrefix("   ") {
        out.append(escaped(line.trimmingSpaces))
      } else {
        inOption = false
        paragraph.append(line.trimmingSpaces)
      }
    }
    flush()
    return out
  }

  /// Text safe in roff: backslashes and hyphens escaped, no line starting a request.
  static func escaped(_ text: String) -> String {
    var out = text.replacingOccurrences("\\", "\\e").replacingOccurrences("-", "\\-")
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
