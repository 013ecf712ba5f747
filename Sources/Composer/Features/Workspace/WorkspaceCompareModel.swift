import Foundation
import PushCore

/// Builds the side-by-side comparison of two drafts' requests from the history screen's line
/// diff: kept lines on both sides, and each run of removed and added lines paired row by row.
enum WorkspaceCompareModel {
  static func compare(
    left: (path: String, draft: Draft), right: (path: String, draft: Draft), now: Date
  ) -> WorkspaceCompare {
    let options = RenderOptions(now: now)
    let old = JSONWriter.lines(RequestRenderer.request(left.draft, options: options)).map(\.text)
    let new = JSONWriter.lines(RequestRenderer.request(right.draft, options: options)).map(\.text)
    let lines = LineDiff.diff(old, new)
    let (added, removed) = LineDiff.changes(lines)
    return WorkspaceCompare(
      left: left.path, right: right.path, rows: rows(lines), added: added, removed: removed)
  }

  static func rows(_ lines: [LineDiff.Line]) -> [CompareRow] {
    var out: [CompareRow] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for i in 0..<max(removed.count, added.count) {
        out.append(CompareRow(left: removed[safe: i], right: added[safe: i], kind: .changed))
      }
      removed.removeAll()
      added.removeAll()
    }
    for line in lines {
      switch line.kind {
      case .same:
        flush()
        out.append(CompareRow(left: line.text, right: line.text, kind: .same))
      case .removed:
        if !added.isEmpty { flush() }
        removed.append(line.text)
      case .added:
        added.append(line.text)
      }
    }
    flush()
    return out
  }
}
