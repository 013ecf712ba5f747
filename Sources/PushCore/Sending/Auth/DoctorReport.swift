/// What `fcm-compose doctor` and the composer's "Check credentials" show: the credential
/// chain step by step, each with its status, what was found (never a secret) and, when it
/// failed, the next command to run. `CredentialDoctor` builds it; both front ends render it.
public struct DoctorReport: Sendable, Equatable {
  /// How one step went.
  public enum Status: String, Sendable, Equatable {
    case ok, warning, failed, skipped

    /// The mark shown before the step.
    public var mark: String {
      switch self {
      case .ok: "✓"
      case .warning: "!"
      case .failed: "✗"
      case .skipped: "·"
      }
    }
  }

  /// One step.
  public struct Step: Sendable, Equatable {
    /// `Credential`, `Account`, `Project`, …
    public var title: String
    /// How it went.
    public var status: Status
    /// What was found, or what went wrong.
    public var detail: String
    /// The command (or setting) to try next, when there is one.
    public var next: String?
    /// Short lines shown under the next step: alternatives, what was looked at.
    public var notes: [String]

    /// Creates a step.
    public init(
      _ title: String, _ status: Status, _ detail: String, next: String? = nil,
      notes: [String] = []
    ) {
      self.title = title
      self.status = status
      self.detail = detail
      self.next = next
      self.notes = notes
    }
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a report.
  public init(steps: [Step] = []) { self.steps = steps }

  /// True when every step worked (warnings allowed) and the dry run was made.
  public var passed: Bool {
    !steps.isEmpty && !steps.contains { $0.status == .failed }
      && steps.last?.status == .ok
  }

  /// The report as lines of plain text: `✓ Credential   service account key from …`, with
  /// `  → next: …` under a step that has a next command, and a closing verdict.
  public var lines: [String] {
    let width = (steps.map(\.title.count).max() ?? 0) + 2
    var out: [String] = []
    for step in steps {
      let title = step.title.padding(toLength: width, withPad: " ", startingAt: 0)
      out.append("\(step.status.mark) \(title)\(step.detail)")
      let pad = "  " + String(repeating: " ", count: width)
      if let next = step.next { out.append(pad + "→ \(next)") }
      for note in step.notes { out.append(pad + note) }
    }
    out.append(
      passed
        ? "Credentials work: FCM accepted a validate_only request."
        : "Credentials do not work yet: fix the first ✗ above and run the check again.")
    return out
  }
}
