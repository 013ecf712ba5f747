import Foundation
import PushCore

/// Who a topic change goes to: `--token`/`--tokens-file`, `--fid`/`--fids-file` (Firebase
/// Installation IDs, which firebase-admin 7.x prefers to tokens) or `--audience` (CSV or JSON
/// Lines with a token or fid column), checked by `send`'s `RecipientResolver`.
struct RecipientOptions {
  static let valued: Set<String> = [
    "--token", "--tokens-file", "--fid", "--fids-file", "--audience",
  ]

  var tokens: [String]
  var tokensFile: String?
  var fids: [String]
  var fidsFile: String?
  var audienceFile: String?

  init(_ args: ArgumentScanner) throws(ArgumentScanner.UsageError) {
    tokens = args.values("--token")
    tokensFile = args.value("--tokens-file")
    fids = args.values("--fid")
    fidsFile = args.value("--fids-file")
    audienceFile = args.value("--audience")
    let kinds = [
      !tokens.isEmpty || tokensFile != nil, !fids.isEmpty || fidsFile != nil, audienceFile != nil,
    ].filter { $0 }.count
    if kinds > 1 {
      throw .init(
        "use one kind of recipient: tokens (--token/--tokens-file), installation IDs "
          + "(--fid/--fids-file) or --audience")
    }
    if kinds == 0 {
      throw .init(
        "no recipients: give --token T, --tokens-file F, --fid ID, --fids-file F or --audience A")
    }
  }

  /// The key the recipients' values go in (`fid` for installation IDs).
  var recipientKey: String { fids.isEmpty && fidsFile == nil ? "token" : "fid" }

  /// The listed values and the file, as a campaign names its journal.
  var journalKey: (file: String?, listed: [String]) {
    if let audienceFile { return (audienceFile, ["audience"]) }
    return recipientKey == "fid" ? (fidsFile, ["fid"] + fids) : (tokensFile, tokens)
  }

  /// The campaign's audience (files resolved against the working directory).
  func audience(context: CommandContext) throws(CommandFailure) -> Campaign.Audience {
    let resolver = RecipientResolver(url: { context.url(forPath: $0) })
    do {
      if let audienceFile {
        return try resolver.audience(
          audienceFile, url: context.url(forPath: audienceFile), strict: false)
      }
      if recipientKey == "fid" {
        return try resolver.tokens(fids, file: fidsFile, source: "--fid")
      }
      return try resolver.tokens(tokens, file: tokensFile, source: "--token")
    } catch {
      switch error {
      case .none: throw CommandFailure("no recipients")
      case .invalid(let reason): throw CommandFailure(reason)
      }
    }
  }
}
