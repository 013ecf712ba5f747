import Foundation

/// What makes two sends the same campaign, for the duplicate-send guard (`DuplicateSendGuard`)
/// both front ends run before a campaign: the project, the request body and the audience.
///
/// - The body is the message as rendered from the draft, its `{{placeholders}}` as written
///   (before per-recipient substitution) and without its target: `MessageTemplate`'s body,
///   the same bytes the journal header's `message_sha256` is taken of. The campaign's collapse
///   identity is added later, so it is not part of it.
/// - The audience is a file's content (a tokens file or an audience file, by SHA-256 of its
///   bytes, so the same tokens under another name or from another draft are the same
///   campaign), plus the listed tokens as a set (order and repeats aside), or the topic or
///   condition by name.
public struct CampaignIdentity: Sendable, Hashable, CustomStringConvertible {
  /// SHA-256 (64 lowercase hex digits) over the three parts.
  public let digest: String

  /// An identity from its recorded digest (journal header, history line).
  public init(digest: String) { self.digest = digest }

  /// The identity of `campaign`. Reads the tokens or audience file (in chunks) to hash it.
  public init(_ campaign: Campaign) throws(SendError) {
    let body = campaign.journalHeader.messageDigest
    let audience = try Self.audiencePart(campaign.audience)
    digest = SHA256Digest.hex(
      Array([campaign.project, body, audience].joined(separator: "\n").utf8))
  }

  /// The first 16 digits, as journals and messages show it.
  public var description: String { String(digest.prefix(16)) }

  private static func audiencePart(_ audience: Campaign.Audience) throws(SendError) -> String {
    switch audience {
    case .tokens(let tokens, let file, _):
      let set = Array(Set(tokens)).sorted().joined(separator: "\n")
      var part = "tokens " + SHA256Digest.hex(Array(set.utf8))
      if let file { part += " file " + (try fileDigest(file)) }
      return part
    case .audience(let source):
      return "audience " + (try fileDigest(source.url))
    case .topic(let topic):
      return "topic " + topic
    case .condition(let condition):
      return "condition " + condition
    }
  }

  private static func fileDigest(_ url: URL) throws(SendError) -> String {
    do {
      return try AudienceSource(url: url, displayName: url.lastPathComponent).digest()
    } catch {
      throw .input(path: url.path, reason: error.description)
    }
  }
}
