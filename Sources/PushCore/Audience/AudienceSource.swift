import Foundation

/// An audience file as a campaign's recipients: where it is, how the user named it, and
/// whether a bad row stops the send.
public struct AudienceSource: Sendable, Equatable {
  /// The file.
  public var url: URL
  /// The name the user gave (in messages, history and the journal's name).
  public var displayName: String
  /// `--strict`: a bad row (or a row whose message has problems) stops the send before
  /// anything goes out, instead of being skipped.
  public var strict: Bool

  public init(url: URL, displayName: String, strict: Bool = false) {
    self.url = url
    self.displayName = displayName
    self.strict = strict
  }

  /// SHA-256 of the file's bytes, read in chunks (history records it so a resend can tell
  /// the audience changed).
  public func digest() throws(AudienceError) -> String {
    let file = try ChunkedFile(path: url.path)
    var hasher = SHA256Stream()
    while true {
      let chunk = file.lookahead()
      if chunk.isEmpty { break }
      hasher.update(chunk)
      file.skip(chunk.count)
    }
    return hasher.finalHex()
  }
}
