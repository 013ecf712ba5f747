import Config
import Foundation
import PushCore

/// `send`'s side of the duplicate-send guard (PushCore's `DuplicateSendGuard`, which the
/// composer runs too): before a campaign goes out, an unfinished campaign with the same
/// message and audience is resumed with `--resume`, set aside with `--new-campaign`, or the
/// send is refused (exit 2, naming its journal); a finished one within the window is a
/// warning. A deliberate second send keeps the first campaign's collapse identity unless
/// `--new-collapse-id`.
struct SendGuard {
  var options: SendOptions
  var profile: Profile?
  var context: CommandContext

  /// Adjusts `campaign` and `journal` to the guard's finding; nil to go on, else the exit
  /// status to stop with.
  func apply(
    _ campaign: inout Campaign, journal: inout (path: String, automatic: Bool)?, now: Date
  ) -> Int32? {
    guard !options.dryRun, campaign.isCampaign || isBroadcast(campaign.audience) else {
      return nil
    }
    let identity: CampaignIdentity
    do {
      identity = try CampaignIdentity(campaign)
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    campaign.identity = identity
    let window =
      options.duplicateWindow ?? profile?.duplicateWindow ?? DuplicateSendGuard.defaultWindow
    let check = DuplicateSendGuard(environment: context.environment, window: window)
    switch check.check(identity, own: journal?.path, now: now) {
    case .unfinished(let earlier)?:
      return unfinished(earlier, &campaign, &journal, now: now)
    case .finished(let earlier)?:
      if !options.newCollapseID { campaign.campaignID = earlier.campaignID }
      guard !options.newCampaign, !options.resume else { return nil }
      let when = ISO8601DateFormatter().string(from: earlier.date)
      let copies =
        options.newCollapseID
        ? "each device gets a second copy"
        : "under the first one's collapse identity, so a second copy replaces the first where "
          + "the device still has it"
      context.errorLine(
        "warning: this message already went to the same audience at \(when) (\(earlier.sent) "
          + "sent); sending it again, \(copies)")
      return nil
    case nil:
      return nil
    }
  }

  private func unfinished(
    _ earlier: DuplicateSendGuard.Unfinished, _ campaign: inout Campaign,
    _ journal: inout (path: String, automatic: Bool)?, now: Date
  ) -> Int32? {
    if options.resume {
      guard earlier.journalPath != journal?.path else { return nil }
      let automatic = earlier.journalPath.hasPrefix(
        SendFiles.stateDirectory(context.environment) + "/journals/")
      journal = (earlier.journalPath, automatic)
      campaign.journalPath = earlier.journalPath
      context.errorLine(
        "Resuming the unfinished campaign with the same message and audience (journal "
          + "\(earlier.journalPath)).")
      return nil
    }
    guard options.newCampaign else {
      context.errorLine(
        "fcm-compose send: the same message to the same audience is an unfinished campaign "
          + "(\(earlier.done) recipients done; journal \(earlier.journalPath)). Add --resume "
          + "to finish it without sending anyone a second copy, or --new-campaign to send to "
          + "everyone again.")
      return ExitCode.usage
    }
    do {
      let aside = try CampaignJournal.supersede(path: earlier.journalPath, now: now)
      context.errorLine("The unfinished campaign's journal is set aside as \(aside).")
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    if !options.newCollapseID { campaign.campaignID = earlier.campaignID }
    return nil
  }

  private func isBroadcast(_ audience: Campaign.Audience) -> Bool {
    switch audience {
    case .topic, .condition: true
    case .tokens, .audience: false
    }
  }
}
