import Foundation

/// Decides who a send goes to, for the CLI and the composer alike: what the user asked for
/// first (tokens, a tokens file, an audience file, a topic or a condition), else the message's
/// own target, else the draft's saved tokens, else its audience file. Every target is checked
/// as FCM would (tokens, topic names, conditions) and files must be readable.
public struct RecipientResolver: Sendable {
  /// Turns a path as the user wrote it into a file (relative to the working directory for
  /// command-line paths).
  public var url: @Sendable (String) -> URL
  /// Turns a draft's audience path (relative to the draft's folder) into a file.
  public var draftURL: @Sendable (String) -> URL
  /// Why a file cannot be read, or nil when it can: it must be a readable regular file (not a
  /// directory or FIFO). The composer's reducer does no I/O: it passes `{ _ in nil }` and the
  /// runtime reports an unreadable file when it inspects the campaign.
  public var fileProblem: @Sendable (URL) -> String?

  public init(
    url: @escaping @Sendable (String) -> URL,
    draftURL: (@Sendable (String) -> URL)? = nil,
    fileProblem: @escaping @Sendable (URL) -> String? = RecipientResolver.openingProblem
  ) {
    self.url = url
    self.draftURL = draftURL ?? url
    self.fileProblem = fileProblem
  }

  /// Opens the file as a send would (without reading it) and says why that fails, if it does.
  public static func openingProblem(_ url: URL) -> String? {
    do {
      _ = try TokenFileReader(url: url)
      return nil
    } catch {
      guard case .input(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }

  /// The audience for `request` and the draft's own targets.
  public func audience(_ request: RecipientRequest, draft: DraftTargets)
    throws(RecipientError) -> Campaign.Audience
  {
    if !request.tokens.isEmpty || request.tokensFile != nil {
      return try tokens(request.tokens, file: request.tokensFile, source: "--token")
    }
    if let file = request.audienceFile {
      return try audience(file, url: url(file), strict: request.strict)
    }
    if let topic = request.topic { return try Self.topic(topic) }
    if let condition = request.condition {
      return try Self.condition(condition, source: "--condition")
    }
    switch MessageTemplate.ownTarget(of: draft.message) {
    case .token(let token)?: return try tokens([token], file: nil, source: "message.token")
    case .topic(let topic)?: return try Self.topic(topic)
    case .condition(let condition)?:
      return try Self.condition(condition, source: "message.condition")
    case nil: break
    }
    let saved = draft.tokens.filter { !$0.isEmpty }
    if !saved.isEmpty { return try tokens(saved, file: nil, source: "recipients.tokens") }
    if let file = draft.audienceFile {
      return try audience(file, url: draftURL(file), strict: request.strict)
    }
    throw .none
  }

  /// Listed tokens (each checked) and an optional tokens file (must be readable).
  public func tokens(_ tokens: [String], file: String?, source: String)
    throws(RecipientError) -> Campaign.Audience
  {
    for (i, token) in tokens.enumerated() {
      if let problem = RegistrationToken.problem(in: token) {
        let which = tokens.count == 1 && source != "--token" ? source : "\(source) #\(i + 1)"
        throw .invalid("\(which) is not a registration token: it \(problem)")
      }
    }
    var resolved: URL?
    if let file {
      let candidate = url(file)
      if let problem = fileProblem(candidate) {
        throw .invalid("cannot read tokens file \(file): \(problem)")
      }
      resolved = candidate
    }
    return .tokens(tokens, file: resolved, fileDisplayName: file)
  }

  /// An audience file (must be readable).
  public func audience(_ name: String, url: URL, strict: Bool) throws(RecipientError)
    -> Campaign.Audience
  {
    if let problem = fileProblem(url) {
      throw .invalid("cannot read audience file \(name): \(problem)")
    }
    return .audience(AudienceSource(url: url, displayName: name, strict: strict))
  }

  /// A topic as FCM v1 wants it (a leading `/topics/` dropped), or why it is not one.
  public static func topic(_ name: String) throws(RecipientError) -> Campaign.Audience {
    guard let topic = PushTarget.normalizedTopic(name) else {
      throw .invalid(
        "topic \"\(name)\" is not valid: use letters, digits and -_.~% (an optional /topics/ "
          + "prefix is dropped)")
    }
    return .topic(topic)
  }

  /// A condition, which must not be empty (`source` names it in the message).
  public static func condition(_ text: String, source: String = "the condition")
    throws(RecipientError) -> Campaign.Audience
  {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalid("\(source) is empty")
    }
    return .condition(text)
  }
}
