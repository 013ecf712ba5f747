import Foundation

/// Yields a campaign's recipients one at a time: listed tokens, then the tokens file streamed,
/// skipping tokens already seen (duplicates, or finished by an earlier run).
final class RecipientStream {
  enum Item {
    case target(PushTarget)
    /// An audience row: its target, its own body and its row number.
    case personalized(PushTarget, body: [UInt8], row: Int)
    case issue(TokenIssue)
    case skipped
    /// The tokens file could not be read any further: the campaign stops.
    case failed(SendError)
  }

  private var inline: IndexingIterator<[String]>
  private var inlinePosition = 0
  private let file: TokenFileReader?
  private let fileName: String
  private var single: PushTarget?
  private var seen: TokenSet
  private var rows: AudienceStream?

  /// The recipients of `campaign`; audience rows are filled into `message` (the campaign's
  /// message as sent, with its collapse identity).
  init(campaign: Campaign, message: JSONValue, seen: TokenSet, now: Date) throws(SendError) {
    self.seen = seen
    switch campaign.audience {
    case .tokens(let tokens, let url, let name):
      inline = tokens.makeIterator()
      file = try url.map { url throws(SendError) in try TokenFileReader(url: url) }
      fileName = name ?? url?.lastPathComponent ?? ""
      single = nil
    case .topic(let topic):
      (inline, file, fileName, single) = ([String]().makeIterator(), nil, "", .topic(topic))
    case .condition(let condition):
      (inline, file, fileName, single) = ([String]().makeIterator(), nil, "", .condition(condition))
    case .audience(let source):
      (inline, file, fileName, single) = ([String]().makeIterator(), nil, source.displayName, nil)
      rows = try AudienceStream(
        source: source, message: message, dryRun: campaign.dryRun, now: now, seen: seen)
      self.seen = TokenSet()  // the rows keep the only copy: no second million-token set
    }
  }

  func next() -> Item? {
    if let rows {
      switch rows.next() {
      case .send(let target, let body, let row)?: return .personalized(target, body: body, row: row)
      case .issue(let issue)?: return .issue(issue)
      case .skipped?: return .skipped
      case nil: return nil
      }
    }
    if let target = single {
      single = nil
      return .target(target)
    }
    if let token = inline.next() {
      inlinePosition += 1
      if let reason = RegistrationToken.problem(in: token) {
        return .issue(TokenIssue(source: "--token", line: inlinePosition, reason: reason))
      }
      return seen.insert(token) ? .target(.token(token)) : .skipped
    }
    let line: TokenFileReader.Line?
    do {
      line = try file?.next()
    } catch {
      return .failed(error)
    }
    switch line {
    case .token(let token, _)?:
      return seen.insert(token) ? .target(.token(token)) : .skipped
    case .malformed(let line, let reason)?:
      return .issue(TokenIssue(source: fileName, line: line, reason: reason))
    case nil:
      return nil
    }
  }
}
