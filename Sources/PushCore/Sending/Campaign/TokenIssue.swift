/// A tokens-file line that cannot be sent to.
public struct TokenIssue: Sendable, Equatable, CustomStringConvertible {
  /// The file (as the user named it), or `--token`.
  public var source: String
  /// 1-based line (or position for `--token`).
  public var line: Int
  /// Why it was skipped.
  public var reason: String

  /// Creates an issue.
  public init(source: String, line: Int, reason: String) {
    self.source = source
    self.line = line
    self.reason = reason
  }

  public var description: String { "\(source):\(line): not a registration token: \(reason)" }
}
