import Foundation
import PushCore

extension ComposerLaunch {
  /// A status line when the draft has an unfinished campaign to its own recipient tokens on the
  /// active profile's project (journals are named as `send` names them): sending the campaign
  /// again offers to resume it.
  static func unfinishedCampaignNotice(
    _ state: ComposerState, environment: [String: String]
  ) -> StatusMessage? {
    guard let path = state.filePath, let project = state.projectID else { return nil }
    let tokens = state.draft.recipientTokens
    guard !tokens.isEmpty else { return nil }
    let journal = SendFiles.automaticJournal(
      environment: environment, project: project, draftPath: path, tokensFile: nil, tokens: tokens)
    guard FileManager.default.fileExists(atPath: journal),
      let recovered = try? CampaignJournal.recover(path: journal), !recovered.complete
    else { return nil }
    let done = recovered.sent + recovered.rejected
    return StatusMessage(
      "Unfinished campaign to this draft's \(tokens.count) tokens (\(done) done): "
        + "send the campaign again to resume it", .warning)
  }
}
