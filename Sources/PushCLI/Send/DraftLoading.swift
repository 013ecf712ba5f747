import Foundation
import PushCore

/// A draft as `send` needs it: the rendered v1 message and the draft's own recipients.
public struct LoadedDraft: Sendable, Equatable {
  /// The v1 message (the object at `message`), already rendered; sent as is plus a target.
  public var message: JSONValue
  /// The draft's name (history), if it has one.
  public var name: String?
  /// Recipients stored in the draft (`recipients.tokens` / `.topic` / `.condition`).
  public var recipients: DraftRecipients?

  /// Creates a loaded draft.
  public init(message: JSONValue, name: String? = nil, recipients: DraftRecipients? = nil) {
    self.message = message
    self.name = name
    self.recipients = recipients
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

/// Why a draft could not be loaded (exit 2).
public enum DraftLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not valid JSON.
  case invalidJSON(path: String, reason: String)
  /// No `message` object in the file.
  case noMessage(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .invalidJSON(let path, let reason): "\(path): not valid JSON: \(reason)"
    case .noMessage(let path):
      "\(path): no \"message\" object. A draft (or a plain HTTP v1 request body) holds the "
        + "message at \"message\": {\"message\": {\"notification\": {…}}}"
    }
  }
}

/// Loads `FILE` (or `-` for stdin) for `send`. Injected so the real draft loader, renderer and
/// validator can be plugged in; `DraftLoader.interim` is the stand-in until then.
public typealias DraftLoading =
  @Sendable (_ path: String, _ context: CommandContext) throws(DraftLoadError) -> LoadedDraft

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

/// The interim draft loader.
public enum DraftLoader {
  /// Reads `{"message": {...}}` or a draft `{"message": {...}, "name": …, "recipients":
  /// {"tokens": [...], "topic": …, "condition": …}}` through `FoundationJSON`.
  public static let interim: DraftLoading = { path, context throws(DraftLoadError) in
    let data: Data
    if path == "-" {
      data = context.readStdin()
    } else {
      do {
        data = try Data(contentsOf: context.url(forPath: path))
      } catch {
        let exists = FileManager.default.fileExists(atPath: context.url(forPath: path).path)
        throw .unreadable(path: path, reason: exists ? "permission denied" : "no such file")
      }
    }
    let root: JSONValue
    do {
      root = try FoundationJSON.parse(data)
    } catch {
      throw .invalidJSON(path: path, reason: "\(error.localizedDescription)")
    }
    guard let object = root.objectValue, let message = object["message"], message.objectValue != nil else {
      throw .noMessage(path: path)
    }
    return LoadedDraft(
      message: message, name: object["name"]?.stringValue,
      recipients: recipients(object["recipients"]?.objectValue))
  }

  private static func recipients(_ object: JSONObject?) -> DraftRecipients? {
    guard let object else { return nil }
    let tokens = object["tokens"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let result = DraftRecipients(
      tokens: tokens, topic: object["topic"]?.stringValue, condition: object["condition"]?.stringValue)
    return result == DraftRecipients() ? nil : result
  }
}
