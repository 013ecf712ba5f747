import Foundation
import PushCore

/// The workspace list's orders (`s` cycles, `S` reverses).
public enum WorkspaceSort: String, Sendable, CaseIterable, Equatable {
  case name
  case modified
  case status
  case lastSent = "last sent"

  /// The next order for `s`.
  public var next: WorkspaceSort {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }

  /// Whether `a` comes before `b` (newest first for times, worst first for status; the path
  /// breaks ties so the order is stable).
  func ordered(_ a: WorkspaceState.Entry, _ b: WorkspaceState.Entry) -> Bool {
    switch self {
    case .name:
      if a.sortName != b.sortName { return a.sortName < b.sortName }
    case .modified:
      if a.file.modified != b.file.modified { return a.file.modified > b.file.modified }
    case .status:
      let ra = Self.rank(a.summary)
      let rb = Self.rank(b.summary)
      if ra != rb { return ra > rb }
    case .lastSent:
      let da = a.lastSend?.date ?? .distantPast
      let db = b.lastSend?.date ?? .distantPast
      if da != db { return da > db }
    }
    return a.file.path < b.file.path
  }

  /// Worse is higher: broken files, then errors (more first), warnings, valid, other JSON.
  private static func rank(_ summary: DraftSummary?) -> Int {
    guard let summary else { return -1 }
    switch summary.content {
    case .syntaxError, .broken: return 1_000_000
    case .notADraft: return 0
    case .draft:
      if summary.errors > 0 { return 10_000 + summary.errors }
      if summary.warnings > 0 { return 100 + summary.warnings }
      return 1
    }
  }
}
