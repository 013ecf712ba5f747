extension SendHistoryLog {
  /// The entries by campaign, newest first: each campaign's latest run stands for the whole
  /// campaign (its `totalSent` counts every run; `runCount` says how many there were), and its
  /// earlier runs (stopped, paused) follow right beneath it, marked `isEarlierRun`. Sends
  /// without a campaign id (older lines, topics, dry runs) stay single rows.
  public var byCampaign: [SendHistoryEntry] {
    var runs: [String: [SendHistoryEntry]] = [:]
    for entry in entries {
      if let id = entry.campaignID, !entry.dryRun { runs[id, default: []].append(entry) }
    }
    var out: [SendHistoryEntry] = []
    var shown: Set<String> = []
    for entry in entries {
      guard let id = entry.campaignID, !entry.dryRun, let all = runs[id] else {
        out.append(entry)
        continue
      }
      guard shown.insert(id).inserted else { continue }
      var head = entry
      head.runCount = all.count
      head.totalSent = all.map(\.sent).reduce(0, +)
      out.append(head)
      for var earlier in all.dropFirst() {
        earlier.isEarlierRun = true
        out.append(earlier)
      }
    }
    return out
  }
}
