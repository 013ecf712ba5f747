/// A transient message in the status bar.
public struct StatusMessage: Sendable, Equatable {
  /// How it is coloured.
  public enum Kind: Sendable, Equatable {
    case info, success, warning, error
  }

  public var text: String
  public var kind: Kind

  public init(_ text: String, _ kind: Kind = .info) {
    self.text = text
    self.kind = kind
  }
}
