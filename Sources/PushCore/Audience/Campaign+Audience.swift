import Foundation

extension Campaign {
  /// Whether the campaign sends one request per recipient (tokens or an audience file), and
  /// so is journaled for `--resume`.
  public var isPerRecipient: Bool {
    switch audience {
    case .tokens, .audience: true
    case .topic, .condition: false
    }
  }

  /// Recipients the campaign expects before it starts: listed tokens plus the tokens file's
  /// lines, an audience's rows (checked in full first with `--strict`), or 1.
  func expectedRecipients(now: Date) throws(SendError) -> Int {
    switch audience {
    case .tokens(let tokens, let file, _):
      return try tokens.count
        + (file.map { url throws(SendError) in try TokenFileReader.countCandidates(url: url) } ?? 0)
    case .audience(let source):
      if source.strict {
        return try AudienceStream.strictCheck(source, message: message, now: now).rows
      }
      do {
        return try AudienceReader.countRows(url: source.url)
      } catch {
        throw .audience(reason: error.description)
      }
    case .topic, .condition:
      return 1
    }
  }
}

extension Campaign {
  /// Whether recipients have audience rows (journal and report carry them).
  var hasRows: Bool {
    if case .audience = audience { return true }
    return false
  }
}
