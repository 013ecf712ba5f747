import Foundation
import PushCore

/// A draft as `send` needs it: the rendered v1 message and the draft's own recipients.
public struct SendDraft: Sendable, Equatable {
  /// The v1 message (the object at `message`), already rendered; sent as is plus a target.
  public var message: JSONValue
  /// The draft's name (history), if it has one.
  public var name: String?
  /// Recipients stored in the draft (`recipients.tokens` / `.topic` / `.condition`).
  public var recipients: DraftRecipients?
  /// The draft as read, for validation (nil when built directly, as tests do).
  public var source: Draft?
  /// The clock `message` was rendered with (its `apns-expiration`); validation uses the same.
  public var renderedAt: Date
  /// Repeated keys the parser saw (the last value wins), for validation.
  public var duplicateKeys: [JSONPath]
  /// The audience file the draft names (`recipients.audience`, relative to its folder).
  public var audienceFile: String?

  /// Creates a loaded draft.
  public init(
    message: JSONValue, renderedAt: Date, name: String? = nil,
    recipients: DraftRecipients? = nil, source: Draft? = nil, duplicateKeys: [JSONPath] = [],
    audienceFile: String? = nil
  ) {
    self.renderedAt = renderedAt
    self.audienceFile = audienceFile
    self.message = message
    self.name = name
    self.recipients = recipients
    self.source = source
    self.duplicateKeys = duplicateKeys
  }
}

/// Recipients saved in a draft beside the message.
public struct DraftRecipients: Sendable, Equatable {
  /// Registration tokens.
  public var tokens: [String]
  /// A topic.
  public var topic: String?
  /// A condition.
  public var condition: String?

  /// Creates recipients.
  public init(tokens: [String] = [], topic: String? = nil, condition: String? = nil) {
    self.tokens = tokens
    self.topic = topic
    self.condition = condition
  }
}
