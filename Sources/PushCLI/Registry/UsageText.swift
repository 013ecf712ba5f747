import Foundation

/// A command's usage text read back into parts, so `--help`, `help`, the top-level command
/// list, shell completion and the man page all come from the one text each command keeps in
/// its `FooCommand+Usage.swift`.
///
/// The convention: the first line is `usage: fcm-compose NAME …` (continued on lines that start
/// with spaces), the next line is a one-line summary, and each option is a line indented by two
/// spaces: `  --flag VALUE    what it does` (`-q, --quiet` names a short form too). Lines
/// indented further continue the option above; anything else is free text.
public struct UsageText: Sendable, Equatable {
  /// One option as the usage lists it.
  public struct Option: Sendable, Equatable {
    /// Every spelling, long first when both are given (`--quiet`, `-q`).
    public var names: [String]
    /// The value's placeholder (`FILE`, `N`, `android|apns|webpush`), nil for a flag.
    public var value: String?
    /// What it does (its first line).
    public var help: String

    /// The fixed values a `a|b|c` placeholder allows, if it is one.
    public var choices: [String] {
      guard let value, value.contains("|") else { return [] }
      let words = value.split(separator: "|").map(String.init)
      return words.allSatisfy { $0.first?.isLowercase == true } ? words : []
    }
  }

  /// The whole text, as `--help` prints it.
  public let text: String
  /// The command's name (the word after `fcm-compose`).
  public let name: String
  /// The synopsis without `usage: ` (continuation lines joined with single spaces).
  public let synopsis: String
  /// The one-line summary.
  public let summary: String
  /// The options, in the order listed.
  public let options: [Option]

  /// Reads `text`; a text that breaks the convention gives an empty name (the registry's
  /// tests catch that).
  public init(_ text: String) {
    self.text = text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = lines.first ?? ""
    let prefix = "usage: fcm-compose "
    var synopsisLines = [first.hasPrefix(prefix) ? String(first.dropFirst(7)) : first]
    var index = 1
    while index < lines.count, lines[index].first == " " {
      synopsisLines.append(lines[index].trimmingSpaces)
      index += 1
    }
    synopsis = synopsisLines.joined(separator: " ")
    name =
      first.hasPrefix(prefix)
      ? String(first.dropFirst(prefix.count).prefix { $0 != " " }) : ""
    summary = index < lines.count ? lines[index] : ""
    options = lines.dropFirst(index).compactMap(Self.option)
  }

  /// Every spelling of every option, `--help` and `-h` included.
  public var optionNames: [String] {
    var names = options.flatMap(\.names)
    for help in ["--help", "-h"] where !names.contains(help) { names.append(help) }
    return names
  }

  /// The option spelt `name`, if the usage lists it.
  public func option(named name: String) -> Option? {
    options.first { $0.names.contains(name) }
  }

  /// The synopsis's first words after the command's name that are fixed (`check`, `bash`,
  /// `list`): what the command's first positional may be, if it is a subcommand or a choice.
  public var subcommands: [String] {
    let words = synopsis.split(separator: " ").dropFirst(2)
    guard let first = words.first else { return [] }
    let bare = first.trimmingCharacters(in: ["[", "]"])
    let choices = bare.split(separator: "|").map(String.init)
    return choices.allSatisfy { word in
      word.first?.isLowercase == true && word.allSatisfy { $0.isLetter || $0 == "-" }
    } ? choices : []
  }

  /// The first placeholder of the synopsis (`FILE`, `NAME`, `COMMAND|TOPIC`), if any.
  public var firstPlaceholder: String? {
    synopsis.split(separator: " ").dropFirst(2).first {
      $0.first?.isUppercase == true
        || $0.hasPrefix("[") && $0.dropFirst().first?.isUppercase == true
    }.map { String($0).trimmingCharacters(in: ["[", "]", "."]) }
  }

  static func option(_ line: String) -> Option? {
    guard line.hasPrefix("  -"), !line.hasPrefix("   ") else { return nil }
    let body = line.dropFirst(2)
    let (left, help): (Substring, Substring)
    if let gap = body.range(of: "  ") {
      left = body[..<gap.lowerBound]
      help = body[gap.upperBound...]
    } else {
      (left, help) = (body, "")
    }
    var names: [String] = []
    var value: String?
    for word in left.split(separator: " ") {
      let w = word.hasSuffix(",") ? word.dropLast() : word
      if w.hasPrefix("-") && value == nil { names.append(String(w)) } else { value = String(w) }
    }
    names.sort { $0.hasPrefix("--") && !$1.hasPrefix("--") }
    return Option(names: names, value: value, help: help.trimmingSpaces)
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
