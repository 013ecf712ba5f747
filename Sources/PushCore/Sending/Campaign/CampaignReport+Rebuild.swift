import Foundation

extension CampaignReport {
  /// Rewrites the report at `path` from the journal: exactly one line per token the journal
  /// knows, its latest state (the first final outcome; else the last record, an `S` alone
  /// meaning unconfirmed). Written to `path.partial`, synced and renamed over `path`, so a
  /// kill during the rebuild leaves the previous report whole.
  public static func rebuild(path: String, journal: String) throws(SendError) {
    let recovered = try CampaignJournal.recover(path: journal)
    let temporary = path + ".partial"
    let report = try CampaignReport(
      path: temporary, append: false, dryRun: false, format: format(forPath: path),
      rows: recovered.hasRows)
    var emitted = TokenSet(capacity: recovered.done.count + recovered.lastRecord.count)
    _ = try CampaignJournal.replay(path: journal) { index, record in
      switch record {
      case .dispatched(let key, let row):
        guard recovered.lastRecord[key] == index, emitted.insert(key) else { return }
        report.line(
          target: key, outcome: "unconfirmed", detail: "IN_FLIGHT_WHEN_STOPPED", attempts: 0,
          row: row)
      case .outcome(let key, let kind, let detail, let attempts, let row):
        let latest =
          kind.isFinal
          ? recovered.lastRecord[key] == nil && recovered.done.contains(key)
          : recovered.lastRecord[key] == index
        guard latest, emitted.insert(key) else { return }
        report.line(
          target: key, outcome: kind.rawValue, detail: detail, attempts: attempts, row: row)
      case .complete:
        return
      }
    }
    guard report.sync() else {
      unlink(temporary)
      throw .output(path: path, reason: report.failure ?? "write failed")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .output(path: path, reason: reason)
    }
    JournalStorage.syncDirectory(of: path)
  }
}
