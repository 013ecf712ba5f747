import Foundation
import TermUI

/// "A newer unsaved copy of <file> from <time> was found." with Restore (the default) and
/// Discard. The time is told relative to the state's clock, so rendering stays pure.
enum RecoveryView {
  static let buttons = ["Restore", "Discard"]

  static func render(
    _ recovery: RecoveryState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let file = recovery.copy.draftPath.map { ($0 as NSString).lastPathComponent }
    let when = age(of: recovery.copy.savedAt, now: state.now)
    let text =
      "A newer unsaved copy of \(file ?? "an untitled draft") from \(when) was found."
    MessageBox.render(
      title: "Recover unsaved work", text: text, buttons: buttons, selected: recovery.selected,
      in: area, buffer: &buffer, styles: styles)
  }

  /// "just now", "5 minutes ago", "3 hours ago", "2 days ago".
  static func age(of date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    func ago(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s") ago" }
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return ago(seconds / 60, "minute")
    case ..<86400: return ago(seconds / 3600, "hour")
    default: return ago(seconds / 86400, "day")
    }
  }
}
