import PushCore
import TermUI

/// The campaign confirmation. Cancel is focused by default, and for a finished campaign with
/// the same message and audience (the duplicate-send guard's finding) too; for an unfinished
/// one Resume is. "Send to everyone again" stays disabled until `again` is typed, and for a
/// topic or condition on a profile with `confirm = "type-project-id"` Send stays disabled
/// until the project id is typed.
public struct ConfirmSendState: Sendable, Equatable {
  /// What a button does.
  public enum Choice: Sendable, Equatable {
    case cancel
    /// A new campaign (the first one, or again after a finished one).
    case send
    /// Continue the unfinished campaign: only recipients without a final outcome are sent.
    case resume
    /// Resume and send again to the recipients whose outcome is unknown.
    case resumeAndResend(Int)
    /// Set the unfinished campaign aside and send to everyone, after typing `againWord`.
    case sendAgain
  }

  /// The word that enables "Send to everyone again".
  public static let againWord = "again"

  /// The inspected campaign.
  public var plan: SendPlan
  /// The focused button (an index into `choices`).
  public var selected = 0
  /// What the user typed, when the project id must be typed.
  public var typed: TextEditorState?
  /// What the user typed to enable "Send to everyone again".
  public var again = TextEditorState()
  /// Why Enter did nothing.
  public var error: String?

  public init(plan: SendPlan) {
    self.plan = plan
    if plan.isBroadcast, plan.profile?.confirm == .typeProjectID {
      typed = TextEditorState()
    }
    selected = choices.firstIndex(of: .resume) ?? 0
  }

  /// The buttons, in order.
  public var choices: [Choice] {
    guard let point = plan.resumePoint else {
      return [.cancel, .send]
    }
    var choices: [Choice] = [.resume]
    if point.unconfirmed > 0 { choices.append(.resumeAndResend(point.unconfirmed)) }
    return choices + [.sendAgain, .cancel]
  }

  /// The button labels.
  public var buttons: [String] {
    choices.map { choice in
      switch choice {
      case .cancel: "Cancel"
      case .send: plan.finishedEarlier == nil ? "Send" : "Send again"
      case .resume: "Resume"
      case .resumeAndResend(let n): "Resume + resend \(n)"
      case .sendAgain: "Send to everyone again"
      }
    }
  }

  /// The focused button's choice.
  public var choice: Choice { choices[min(selected, choices.count - 1)] }

  /// Moves the selection by `step` buttons, wrapping around.
  public mutating func move(by step: Int) {
    let count = choices.count
    selected = ((selected + step) % count + count) % count
    error = nil
  }

  /// Whether the project id is typed (or need not be).
  public var isConfirmed: Bool {
    guard let typed else { return true }
    return !typed.text.isEmpty && typed.text == plan.project
  }

  /// Whether plain keys type (the project id, or the word for "Send to everyone again").
  public var takesTyping: Bool { typed != nil || choice == .sendAgain }

  /// Whether `againWord` is typed.
  public var isAgainConfirmed: Bool { again.text == Self.againWord }

  /// The buttons that cannot be pressed yet.
  public var disabled: Set<Int> {
    Set(
      choices.indices.filter { index in
        switch choices[index] {
        case .cancel: false
        case .sendAgain: !isAgainConfirmed || !isConfirmed
        case .send, .resume, .resumeAndResend: !isConfirmed
        }
      })
  }
}
