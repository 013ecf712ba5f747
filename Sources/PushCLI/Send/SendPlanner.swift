import Foundation
import PushCore

/// Where a send's journal lives, and who it goes to (decided by PushCore's
/// `RecipientResolver`, as in the composer).
struct SendPlanner {
  var options: SendOptions
  var draft: SendDraft
  var context: CommandContext

  /// The audience: command-line targets first, then the draft's own target or recipients.
  func audience() throws(SendUsageError) -> Campaign.Audience {
    let fids = options.fids.isEmpty && options.fidsFile == nil ? ownFID.map { [$0] } : options.fids
    let request = RecipientRequest(
      tokens: recipientKey == "fid" ? fids ?? [] : options.tokens,
      tokensFile: recipientKey == "fid" ? options.fidsFile : options.tokensFile,
      topic: options.topic,
      condition: options.condition, audienceFile: options.audience, strict: options.strict)
    let targets = DraftTargets(
      message: draft.message, tokens: draft.recipients?.tokens ?? [],
      audienceFile: draft.audienceFile)
    do {
      return try resolver.audience(request, draft: targets)
    } catch {
      switch error {
      case .none: throw .noRecipients
      case .invalid(let reason): throw .invalidTarget(reason)
      }
    }
  }

  /// The key listed and file recipients go in: `fid` for `--fid`/`--fids-file`, or for a draft
  /// whose own target is an installation ID and no other target is given; else `token`.
  var recipientKey: String {
    if !options.fids.isEmpty || options.fidsFile != nil { return "fid" }
    let others =
      !options.tokens.isEmpty || options.tokensFile != nil || options.topic != nil
      || options.condition != nil || options.audience != nil
    return !others && ownFID != nil ? "fid" : "token"
  }

  /// The draft message's own `fid`, when it names one.
  private var ownFID: String? {
    guard let fid = draft.message.objectValue?["fid"]?.stringValue, !fid.isEmpty else {
      return nil
    }
    return fid
  }

  /// The resolver: command-line paths from the working directory, the draft's audience from
  /// the draft's folder.
  var resolver: RecipientResolver {
    let context = self.context
    let draftFolder: URL? =
      options.file.flatMap { $0 == "-" ? nil : context.url(forPath: $0) }?
      .deletingLastPathComponent()
    return RecipientResolver(
      url: { context.url(forPath: $0) },
      draftURL: { path in
        guard let draftFolder, !path.hasPrefix("/"), !path.hasPrefix("~") else {
          return context.url(forPath: path)
        }
        return draftFolder.appendingPathComponent(path)
      })
  }

  /// The journal path for per-recipient campaigns that really send, and whether it was chosen
  /// automatically (an automatic journal is deleted once the campaign has finished).
  func journal(audience: Campaign.Audience, project: String) -> (path: String, automatic: Bool)? {
    guard !options.dryRun else { return nil }
    let file: String?
    let tokens: [String]
    switch audience {
    case .tokens(let listed, let url, _): (file, tokens) = (url?.path, listed)
    case .audience(let source): (file, tokens) = (source.url.path, ["audience"])
    case .topic, .condition: return nil
    }
    if let journal = options.journal { return (context.url(forPath: journal).path, false) }
    if let report = options.report {
      return (context.url(forPath: report).path + ".journal", false)
    }
    let draftPath = options.file == "-" ? "-" : context.url(forPath: options.file ?? "-").path
    return (
      SendFiles.automaticJournal(
        environment: context.environment, project: project, draftPath: draftPath,
        tokensFile: file, tokens: tokens), true
    )
  }
}
