import Foundation

/// The newest send of each draft, from the send history, for the workspace's "last sent"
/// column. History names a draft by its name (`"name"`) or, for an unnamed one, by its file
/// as given (absolute from the composer, as typed from the CLI).
public struct LastSends: Sendable, Hashable {
  private var byKey: [String: SendHistoryEntry] = [:]
  private var files: [(String, SendHistoryEntry)] = []

  public init(_ log: SendHistoryLog = SendHistoryLog()) {
    for entry in log.entries where !entry.dryRun {  // newest first: the first one wins
      guard let draft = entry.draft, !draft.isEmpty else { continue }
      if byKey[draft] == nil {
        byKey[draft] = entry
        if draft.hasSuffix(".json") { files.append((draft, entry)) }
      }
    }
  }

  /// The newest send of the draft named `name` in file `path` (relative to `root`).
  public func last(name: String?, path: String, root: URL) -> SendHistoryEntry? {
    let base = root.path
    let absolute = base.hasSuffix("/") ? base + path : base + "/" + path
    var candidates = [byKey[absolute], byKey[path]]
    if let name, !name.isEmpty { candidates.append(byKey[name]) }
    let suffix = "/" + path
    candidates.append(files.first { $0.0.hasSuffix(suffix) }?.1)
    return candidates.compactMap { $0 }.max {
      ($0.date ?? .distantPast) < ($1.date ?? .distantPast)
    }
  }

  public static func == (lhs: LastSends, rhs: LastSends) -> Bool { lhs.byKey == rhs.byKey }
  public func hash(into hasher: inout Hasher) { hasher.combine(byKey.count) }
}
