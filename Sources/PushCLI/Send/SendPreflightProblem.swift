/// A problem the validator found before sending.
public struct SendPreflightProblem: Sendable, Equatable {
  /// Whether it blocks sending.
  public enum Severity: String, Sendable { case error, warning }
  /// Severity.
  public var severity: Severity
  /// JSON path into the request (`message.android.ttl`).
  public var path: String
  /// What is wrong.
  public var message: String

  /// Creates a problem.
  public init(severity: Severity, path: String, message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }
}
