import TermUI

/// The campaign confirmation: Cancel focused by default; for a topic or condition on a profile
/// with `confirm = "type-project-id"`, Send stays disabled until the project id is typed.
public struct ConfirmSendState: Sendable, Equatable {
  /// The inspected campaign.
  public var plan: SendPlan
  /// 0 Cancel (default), 1 Send (or Resume), 2 Resume and resend the unconfirmed (offered when
  /// the interrupted run left some).
  public var selected = 0
  /// What the user typed, when the project id must be typed.
  public var typed: TextEditorState?
  /// Why Enter on Send did nothing.
  public var error: String?

  public init(plan: SendPlan) {
    self.plan = plan
    if plan.isBroadcast, plan.profile?.confirm == .typeProjectID {
      typed = TextEditorState()
    }
  }

  /// The button labels.
  public var buttons: [String] {
    guard let point = plan.resumePoint else { return ["Cancel", "Send"] }
    return point.unconfirmed > 0
      ? ["Cancel", "Resume", "Resume + resend \(point.unconfirmed)"] : ["Cancel", "Resume"]
  }

  /// Moves the selection by `step` buttons, wrapping around.
  public mutating func move(by step: Int) {
    let count = buttons.count
    selected = ((selected + step) % count + count) % count
  }

  /// Whether Send is enabled: no typing needed, or the project id typed exactly.
  public var isConfirmed: Bool {
    guard let typed else { return true }
    return !typed.text.isEmpty && typed.text == plan.project
  }
}
