/// One entry of the rule table (`RuleID.rule`): what a validation rule checks, how serious
/// breaking it is, whose rule it is, why, and a draft that breaks it.
public struct Rule: Sendable, Hashable {
  /// How serious breaking a rule is: the product's severity policy.
  public enum Level: String, Sendable, Hashable, CaseIterable {
    /// FCM or APNs rejects the request, or every Admin SDK that checks it refuses it.
    case error
    /// FCM accepts the request, but the device certainly discards it or the browser throws:
    /// an error that `send --allow-dropped` (or the composer's confirmation) lets through.
    case dropped = "delivered-but-dropped"
    /// Some Admin SDK sends it while another refuses it, or it probably does not do what was
    /// meant.
    case warning
    /// Not a problem: a note.
    case info

    /// The diagnostic severity of this level (a dropped message is an error).
    public var severity: Severity {
      switch self {
      case .error, .dropped: .error
      case .warning: .warning
      case .info: .info
      }
    }
  }

  /// Whose rule it is.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// The FCM backend's own checks (schema, enum, format, size, target).
    case fcm
    /// Apple's push service.
    case apns
    /// The Firebase Admin SDKs' client-side checks.
    case sdk
    /// What the receiving Android or Apple device does with the message.
    case device
    /// What the browser's Notification API does with a web push.
    case browser
    /// fcm-compose's own drafts, templates and audiences.
    case compose
  }

  /// An Admin SDK whose client-side checks a rule follows (for `export --as`).
  public enum SDK: String, Sendable, Hashable, CaseIterable {
    case node, python, go
  }

  public let id: RuleID
  public let level: Level
  public let source: Source
  /// One sentence: why the rule exists.
  public let why: String
  /// A draft (JSON) that breaks the rule, or, for rules no draft alone breaks, what does.
  public let example: String
  /// The Admin SDKs that refuse what this rule finds (empty: none does, or it is not an SDK
  /// rule). A warning refused by the SDK of `export --as` is an error for that export.
  public let refusedBy: Set<SDK>

  public var severity: Severity { level.severity }
}
