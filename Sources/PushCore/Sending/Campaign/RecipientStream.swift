import Foundation

/// Yields a campaign's recipients one at a time: listed tokens, then the tokens file streamed,
/// skipping tokens already seen (duplicates, or finished by an earlier run).
final class RecipientStream {
  enum Item {
    case target(PushTarget)
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

  init(audience: Campaign.Audience, seen: TokenSet) throws(SendError) {
    self.seen = seen
    switch audience {
    case .tokens(let tokens, let url, let name):
      inline = tokens.makeIterator()
      file = try url.map { url throws(SendError) in try TokenFileReader(url: url) }
      fileName = name ?? url?.lastPathComponent ?? ""
      single = nil
    case .topic(let topic):
      (inline, file, fileName, single) = ([String]().makeIterator(), nil, "", .topic(topic))
    case .condition(let condition):
      (inline, file, fileName, single) = ([String]().makeIterator(), nil, "", .condition(condition))
    }
  }

  func next() -> Item? {
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
