import PushCore

/// A transient message in the status bar.
public struct StatusMessage: Sendable, Equatable {
  /// How it is coloured.
  public enum Kind: Sendable, Equatable {
    case info, success, warning, error
  }

  /// What a message is about, so it goes when its cause does (a file fixed on disk, an
  /// audience file that now loads).
  public enum Cause: Sendable, Equatable {
    /// A workspace file (its path relative to the folder).
    case workspaceFile(String)
    /// The draft's audience file.
    case audience
  }

  public var text: String
  public var kind: Kind
  public var cause: Cause?

  /// A message; control, escape and bidi formatting characters in `text` (a draft's key, a
  /// server's reply) are shown as `\u001b`-style text (`TerminalSafe`).
  public init(_ text: String, _ kind: Kind = .info, cause: Cause? = nil) {
    self.text = TerminalSafe.escaped(text)
    self.kind = kind
    self.cause = cause
  }
}
