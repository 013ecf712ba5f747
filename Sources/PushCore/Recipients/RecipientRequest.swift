/// What a send was told about its recipients, by the command line or the composer, before
/// `RecipientResolver` decides who it goes to.
public struct RecipientRequest: Sendable, Equatable {
  /// Tokens given one by one (`--token`), in order.
  public var tokens: [String]
  /// A tokens file, one token per line, as the user named it (`--tokens-file`).
  public var tokensFile: String?
  /// A topic (`--topic`).
  public var topic: String?
  /// A condition (`--condition`).
  public var condition: String?
  /// An audience file, as the user named it (`--audience`).
  public var audienceFile: String?
  /// `--strict` for an audience: a bad row stops the send.
  public var strict: Bool

  public init(
    tokens: [String] = [], tokensFile: String? = nil, topic: String? = nil,
    condition: String? = nil, audienceFile: String? = nil, strict: Bool = false
  ) {
    self.tokens = tokens
    self.tokensFile = tokensFile
    self.topic = topic
    self.condition = condition
    self.audienceFile = audienceFile
    self.strict = strict
  }

  /// Whether anything was asked for (else the draft's own recipients apply).
  public var isEmpty: Bool {
    tokens.isEmpty && tokensFile == nil && topic == nil && condition == nil && audienceFile == nil
  }
}

/// The recipients a draft names itself: its message's target, its saved tokens and its
/// audience file.
public struct DraftTargets: Sendable, Equatable {
  /// The rendered message (its own `token`/`topic`/`condition`, if any).
  public var message: JSONValue
  /// `recipients.tokens`.
  public var tokens: [String]
  /// `recipients.audience`, relative to the draft's folder.
  public var audienceFile: String?

  public init(message: JSONValue, tokens: [String] = [], audienceFile: String? = nil) {
    self.message = message
    self.tokens = tokens
    self.audienceFile = audienceFile
  }

  /// The targets of `draft` rendered as `message`.
  public init(draft: Draft, message: JSONValue) {
    self.init(message: message, tokens: draft.recipientTokens, audienceFile: draft.audienceFile)
  }
}

/// Why no audience could be decided.
public enum RecipientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A target that FCM would refuse (bad token, topic name, empty condition, unreadable file).
  case invalid(String)
  /// Nothing names a recipient.
  case none

  public var description: String {
    switch self {
    case .invalid(let reason): reason
    case .none:
      "no recipients: give --token, --tokens-file, --audience, --topic or --condition, or "
        + "save recipient tokens (or an audience) in the draft"
    }
  }
}
