/// Who a draft goes to, as the workspace list shows it.
public enum DraftTarget: Sendable, Hashable {
  /// The draft's own registration token list (`recipients.tokens`).
  case tokens(Int)
  /// An audience file named in the draft's metadata.
  case audience(String)
  /// One token, FID, topic or condition in the message itself.
  case token
  case fid
  case topic(String)
  case condition(String)
  /// Nothing yet.
  case none

  /// Reads the target of a draft: its metadata first (audience, token list), then the message.
  public init(_ draft: Draft) {
    let recipients = draft.document["recipients"]?.objectValue
    let message = draft.message
    if let file = recipients?["audience"]?.stringValue ?? draft.document["audience"]?.stringValue,
      !file.isEmpty
    {
      self = .audience(file)
    } else if !draft.recipientTokens.isEmpty {
      self = .tokens(draft.recipientTokens.count)
    } else if message["token"] != nil {
      self = .token
    } else if message["fid"] != nil {
      self = .fid
    } else if let topic = message["topic"]?.stringValue {
      self = .topic(topic)
    } else if let condition = message["condition"]?.stringValue {
      self = .condition(condition)
    } else {
      self = .none
    }
  }

  /// "tokens 3", "topic news", "condition 'a' in topics", "audience users.csv", "—".
  public var summary: String {
    switch self {
    case .tokens(let n): "tokens \(n)"
    case .audience(let file): "audience \(DisplayText.sanitized(file))"
    case .token: "token"
    case .fid: "fid"
    case .topic(let topic): "topic \(DisplayText.sanitized(topic))"
    case .condition(let condition): "condition \(DisplayText.sanitized(condition))"
    case .none: "—"
    }
  }
}
