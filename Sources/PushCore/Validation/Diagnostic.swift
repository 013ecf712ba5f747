/// How serious a problem is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable, CaseIterable {
  /// Nothing wrong; a hint.
  case info
  /// FCM accepts it, but it probably does not do what the author wants.
  case warning
  /// FCM (or an Admin SDK) would reject the message.
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One validation finding: where, how bad, and what to do. Validation never throws;
/// it returns these.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  public var severity: Severity
  /// Location in the draft/request document, e.g. `message.android.notification.color`.
  public var path: JSONPath
  /// A sentence saying what is wrong and, where it helps, how to fix it.
  public var message: String

  public init(_ severity: Severity, _ path: JSONPath, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// `severity: path: message`, the CLI's per-line form (without the file name).
  public var description: String { "\(severity.rawValue): \(path): \(message)" }
}
