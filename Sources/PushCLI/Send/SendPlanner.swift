import Foundation
import PushCore

/// Works out who a send goes to and where its journal lives, from options and the draft.
struct SendPlanner {
  var options: SendOptions
  var draft: SendDraft
  var context: CommandContext

  /// The audience: command-line targets first, then the draft's own target or recipients.
  func audience() throws(SendUsageError) -> Campaign.Audience {
    if !options.tokens.isEmpty || options.tokensFile != nil {
      for (i, token) in options.tokens.enumerated() {
        if let problem = RegistrationToken.problem(in: token) {
          throw .invalidTarget("--token #\(i + 1) is not a registration token: it \(problem)")
        }
      }
      var url: URL?
      if let file = options.tokensFile {
        let resolved = context.url(forPath: file)
        // Opening checks what the send will read: a readable, regular file (not a directory or
        // FIFO); nothing is read yet.
        do {
          _ = try TokenFileReader(url: resolved)
        } catch {
          guard case .input(_, let reason) = error else { throw .invalidTarget("\(error)") }
          throw .invalidTarget("cannot read tokens file \(file): \(reason)")
        }
        url = resolved
      }
      return .tokens(options.tokens, file: url, fileDisplayName: options.tokensFile)
    }
    if let topic = options.topic { return try Self.topic(topic) }
    if let condition = options.condition { return try Self.condition(condition) }
    switch MessageTemplate.ownTarget(of: draft.message) {
    case .token(let token)?: return .tokens([token], file: nil, fileDisplayName: nil)
    case .topic(let topic)?: return try Self.topic(topic)
    case .condition(let condition)?: return try Self.condition(condition)
    case nil: break
    }
    if let recipients = draft.recipients {
      if !recipients.tokens.isEmpty {
        return .tokens(recipients.tokens, file: nil, fileDisplayName: nil)
      }
      if let topic = recipients.topic { return try Self.topic(topic) }
      if let condition = recipients.condition { return try Self.condition(condition) }
    }
    throw .noRecipients
  }

  /// The journal path for token campaigns that really send, and whether it was chosen
  /// automatically (an automatic journal is deleted once the campaign has finished).
  func journal(audience: Campaign.Audience, project: String) -> (path: String, automatic: Bool)? {
    guard case .tokens(let tokens, let file, _) = audience, !options.dryRun else { return nil }
    if let journal = options.journal { return (context.url(forPath: journal).path, false) }
    if let report = options.report {
      return (context.url(forPath: report).path + ".journal", false)
    }
    let draftPath = options.file == "-" ? "-" : context.url(forPath: options.file ?? "-").path
    return (
      SendFiles.automaticJournal(
        environment: context.environment, project: project, draftPath: draftPath,
        tokensFile: file?.path, tokens: tokens), true
    )
  }

  private static func topic(_ name: String) throws(SendUsageError) -> Campaign.Audience {
    guard let topic = PushTarget.normalizedTopic(name) else {
      throw .invalidTarget(
        "topic \"\(name)\" is not valid: use letters, digits and -_.~% (an optional /topics/ prefix is dropped)"
      )
    }
    return .topic(topic)
  }

  private static func condition(_ text: String) throws(SendUsageError) -> Campaign.Audience {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalidTarget("--condition is empty")
    }
    return .condition(text)
  }
}
