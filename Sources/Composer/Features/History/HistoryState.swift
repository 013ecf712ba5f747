import PushCore
import TermUI

/// The history screen: the send log (newest first), a filter typed over the list, the
/// selection, and which page shows (the list, one send's request and results, or its diff
/// against the current draft).
public struct HistoryState: Sendable, Equatable {
  /// What the screen shows.
  public enum Page: Sendable, Equatable {
    /// Every send, filtered.
    case list
    /// The selected send: summary, request body and per-token results.
    case detail
    /// The selected send's request body against the current draft's.
    case diff
  }

  /// The log, nil while it is being read.
  public var log: SendHistoryLog?
  /// Why the log could not be read.
  public var error: String?
  /// Text typed to filter the list.
  public var filter = TextEditorState()
  /// Index into `entries` (the filtered list).
  public var selected = 0
  /// The page shown.
  public var page = Page.list
  /// Rows scrolled off the top of the detail or diff page.
  public var scroll = 0
  /// FCM's delivery data for the sends' analytics labels, and the label report on show.
  public var delivery = HistoryDelivery()

  public init(log: SendHistoryLog? = nil) { self.log = log }

  /// The entries matching the filter (every word, case-insensitive, anywhere in the time,
  /// profile, project, draft, target or outcome), newest first, the runs of one campaign
  /// together (`SendHistoryLog.byCampaign`).
  public var entries: [SendHistoryEntry] {
    let all = log?.byCampaign ?? []
    let words = filter.text.lowercased().split(separator: " ").map(String.init)
    guard !words.isEmpty else { return all }
    return all.filter { entry in
      let haystack = Self.searchText(entry)
      return words.allSatisfy { haystack.contains($0) }
    }
  }

  /// The selected entry, if any.
  public var selectedEntry: SendHistoryEntry? { entries[safe: selected] }

  private static func searchText(_ e: SendHistoryEntry) -> String {
    [
      e.timeText, e.profile ?? "", e.project, e.draft ?? "", e.target, e.outcome,
      e.dryRun ? "dry run" : "", e.isTest ? "test" : "", e.failures.keys.joined(separator: " "),
    ].joined(separator: " ").lowercased()
  }
}
