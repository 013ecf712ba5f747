import PushCore

/// A transient message in the status bar.
public struct StatusMessage: Sendable, Equatable {
  /// How it is coloured.
  public enum Kind: Sendable, Equatable {
    case info, success, warning, error
  }

  public var text: String
  public var kind: Kind

  /// A message; control, escape and bidi formatting characters in `text` (a draft's key, a
  /// server's reply) are shown as `\u001b`-style text (`TerminalSafe`).
  public init(_ text: String, _ kind: Kind = .info) {
    self.text = TerminalSafe.escaped(text)
    self.kind = kind
  }
}
