/// How serious a problem is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable, CaseIterable {
  /// Nothing wrong; a hint.
  case info
  /// FCM accepts it, but it probably does not do what the author wants.
  case warning
  /// FCM or APNs rejects the message, every Admin SDK that checks it refuses it, or the device
  /// drops it (`Diagnostic.isDroppedOnDelivery`).
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

/// One validation finding: where, how bad, which rule, and what to do. Validation never
/// throws; it returns these.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The rule's severity (`rule.rule.severity`), kept beside it for the hot paths.
  public private(set) var severity: Severity
  /// The rule broken: its entry in the rule table says how bad, whose rule and why.
  public private(set) var rule: RuleID
  /// Location in the draft/request document, e.g. `message.android.notification.color`.
  public var path: JSONPath
  /// A sentence saying what is wrong and, where it helps, how to fix it.
  public var message: String

  public init(_ rule: RuleID, _ path: JSONPath, _ message: String) {
    self.severity = rule.rule.severity
    self.rule = rule
    self.path = path
    self.message = message
  }

  /// The same finding at another path (the spelling the user wrote).
  public func at(_ path: JSONPath) -> Diagnostic {
    var moved = self
    moved.path = path
    return moved
  }

  /// FCM accepts the message, but the device drops it or the browser throws: an error that
  /// an explicit flag or a confirmation lets through.
  public var isDroppedOnDelivery: Bool { rule.rule.level == .dropped }

  /// `severity: path: message [rule-id]`, the CLI's per-line form (without the file name).
  public var description: String {
    "\(severity.rawValue): \(path): \(message) [\(rule.rawValue)]"
  }
}
