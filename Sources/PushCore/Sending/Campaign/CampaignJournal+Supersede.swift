import Foundation

extension CampaignJournal {
  /// Sets the unfinished journal at `path` aside for a deliberate new campaign ("send to
  /// everyone again", `--new-campaign`): it is renamed to `PATH.superseded-TIME`, kept for
  /// reference but no longer offered for resuming. Takes the journal's lock first, so a
  /// campaign still running from it is never pulled away. Returns the new name.
  @discardableResult
  public static func supersede(path: String, now: Date) throws(SendError) -> String {
    let lock = try CampaignLock.acquire(journal: path, now: now)
    defer { withExtendedLifetime(lock) {} }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let target = path + ".superseded-" + formatter.string(from: now)
    guard rename(path, target) == 0 else {
      throw .journal(
        path: path, reason: "cannot set it aside as \(target): \(String(cString: strerror(errno)))")
    }
    JournalStorage.syncDirectory(of: path)
    return target
  }
}
