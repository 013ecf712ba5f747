import Config

/// A usage mistake (exit 2).
public enum SendUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No FILE.
  case missingFile
  /// An option without its value.
  case missingValue(String)
  /// An option `send` does not know.
  case unknownOption(String)
  /// A second FILE.
  case extraArgument(String)
  /// A value of the wrong form: option, value, what was expected.
  case badValue(String, String, String)
  /// Options that cannot go together.
  case conflict(String)
  /// A token, topic, condition or tokens file that cannot be used.
  case invalidTarget(String)
  /// No recipients anywhere.
  case noRecipients

  public var description: String {
    switch self {
    case .missingFile: "missing FILE (the draft or request body to send; - for stdin)"
    case .missingValue(let name): "\(name) needs a value"
    case .unknownOption(let name):
      "unknown option \(name)"
        + (Suggestion.closest(to: name, in: Self.options).map { " (did you mean \($0)?)" } ?? "")
        + ArgumentScanner.listing(Self.options)
    case .extraArgument(let arg): "unexpected argument \(arg) (send takes one FILE)"
    case .badValue(let name, let value, let expected): "\(name) \(value): expected \(expected)"
    case .conflict(let text): text
    case .invalidTarget(let text): text
    case .noRecipients:
      "no recipients: pass --token, --tokens-file, --topic or --condition (or save recipients "
        + "in the draft)"
    }
  }

  /// The options `send --help` lists.
  static let options = UsageText(SendCommand.usage).optionNames
}
