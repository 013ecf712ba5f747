import Foundation
import PushCore
import TermUI

/// The workspace list's table: mark, status, name, file (the path relative to the folder),
/// title, target, payload gauge, modified and last sent. Name and file are as wide as their
/// longest entry (up to a cap), the title takes the rest of the row, and the fixed columns join
/// from the right only while the title keeps room to be read.
enum WorkspaceTable {
  enum Kind: Equatable {
    case status, name, file, title, target, size, modified, lastSent
  }

  struct Column: Equatable {
    var kind: Kind
    var title: String
    var width: Int
  }

  /// The columns for a list `width` cells wide whose longest name, path and title are
  /// `nameWidth`, `fileWidth` and `titleWidth` cells.
  static func columns(
    width: Int, nameWidth: Int = 16, fileWidth: Int = 16, titleWidth: Int = 30
  ) -> [Column] {
    // Each column is followed by one space; rows start after a 2-cell mark.
    var used = 2 + 7
    var flexible: [Kind] = [.name]
    if width >= 40 { flexible.append(.file) }
    if width >= 52 { flexible.append(.title) }
    // Name and file take at most a fifth and a quarter of the row: the title is the rest.
    let nameRange = 8...max(8, min(24, width / 5))
    let fileRange = 8...max(8, min(28, width / 4))
    func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
      min(range.upperBound, max(range.lowerBound, value))
    }
    let wantedName = clamp(nameWidth, nameRange)
    let wantedFile = flexible.contains(.file) ? clamp(fileWidth, fileRange) : 0
    let titleWanted = flexible.contains(.title) ? min(30, max(12, titleWidth)) : 0
    var fixed: [Column] = [Column(kind: .status, title: "", width: 6)]
    let optional: [Column] = [
      Column(kind: .modified, title: "MODIFIED", width: 8),
      Column(kind: .size, title: "SIZE", width: 9),
      Column(kind: .lastSent, title: "LAST SENT", width: 14),
      Column(kind: .target, title: "TARGET", width: 14),
    ]
    let flexibleNeed = wantedName + wantedFile + titleWanted + flexible.count
    for column in optional where used + column.width + 1 + flexibleNeed <= width {
      fixed.append(column)
      used += column.width + 1
    }
    var room = max(flexible.count * 4, width - used - flexible.count)
    var name = wantedName
    var file = wantedFile
    let titleMinimum = flexible.contains(.title) ? min(titleWanted, 12) : 0
    // Name and file give way (down to their minimums) before the title goes under its own.
    while name + file + titleMinimum > room, name > nameRange.lowerBound || file > 0 {
      if file > fileRange.lowerBound, file >= name {
        file -= 1
      } else if name > nameRange.lowerBound {
        name -= 1
      } else {
        break
      }
    }
    room = max(room, name + file + titleMinimum)
    var flexColumns = [Column(kind: .name, title: "NAME", width: name)]
    if flexible.contains(.file) {
      flexColumns.append(Column(kind: .file, title: "FILE", width: file))
    }
    if flexible.contains(.title) {
      flexColumns.append(Column(kind: .title, title: "TITLE", width: room - name - file))
    } else {
      flexColumns[flexColumns.count - 1].width += room - name - file
    }
    let order: [Kind] = [.status, .name, .file, .title, .target, .size, .modified, .lastSent]
    return (fixed + flexColumns).sorted {
      (order.firstIndex(of: $0.kind) ?? 0) < (order.firstIndex(of: $1.kind) ?? 0)
    }
  }

  /// The status cell: ✓, ⚠ n, ✗ n, ✗ line:column for a syntax error, `{}` for other JSON,
  /// … while being read.
  static func status(_ summary: DraftSummary?) -> Span {
    guard let summary else { return Span("…", role: "ui.text.muted") }
    switch summary.content {
    case .syntaxError(let line, let column, _):
      return Span("✗\(line):\(column)", role: "diagnostic.error")
    case .broken: return Span("✗", role: "diagnostic.error")
    case .notADraft: return Span("{}", role: "ui.text.muted")
    case .draft:
      if summary.errors > 0 { return Span("✗ \(summary.errors)", role: "diagnostic.error") }
      if summary.warnings > 0 {
        return Span("⚠ \(summary.warnings)", role: "diagnostic.warning")
      }
      return Span("✓", role: "send.success")
    }
  }

  /// The title cell, or why the file is not a draft.
  static func title(_ summary: DraftSummary?) -> Span {
    switch summary?.content {
    case .syntaxError(_, _, let message)?:
      return Span("JSON syntax error: " + DisplayText.sanitized(message), role: "diagnostic.error")
    case .notADraft(let reason)?: return Span("not a draft: " + reason, role: "ui.text.muted")
    case .broken(let reason)?: return Span(DisplayText.sanitized(reason), role: "diagnostic.error")
    case .draft?: return Span(summary?.title ?? "", role: "ui.menu")
    case nil: return Span("", role: "ui.menu")
    }
  }

  /// `███░ 71%`: the largest platform payload against its limit.
  static func gauge(_ summary: DraftSummary?, width: Int) -> Span {
    guard let payload = summary?.largest else { return Span("", role: "ui.menu") }
    let fraction = Double(payload.bytes) / Double(max(1, payload.limit))
    let percent = "\(min(999, Int((fraction * 100).rounded())))%"
    let barWidth = max(1, width - 5)
    let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.up)))
    let bar =
      String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    let role = PayloadGauges.role(value: payload.bytes, limit: payload.limit)
    return Span(bar + " " + TextWidth.pad(percent, to: 4), role: role)
  }

  /// `2d · prod 1200✓ 3✗`.
  static func lastSent(_ entry: SendHistoryEntry?, now: Date) -> Span {
    guard let entry else { return Span("—", role: "ui.text.muted") }
    var text =
      entry.date.map { age($0, now: now) } ?? String(entry.timeText.prefix(10))
    text += " \(entry.sent)✓"
    if entry.notDelivered > 0 { text += " \(entry.notDelivered)✗" }
    if let profile = entry.profile { text += " " + DisplayText.sanitized(profile) }
    return Span(text, role: entry.notDelivered > 0 ? "send.failure" : "ui.menu")
  }

  /// `text` cut with `…` or padded with spaces to exactly `width` cells. Text made only of
  /// printable ASCII and the table's own one-cell symbols (most cells) is counted by scalars,
  /// skipping the grapheme-by-grapheme measuring.
  static func fit(_ text: String, to width: Int) -> String {
    var count = 0
    var simple = true
    for scalar in text.unicodeScalars {
      guard (0x20..<0x7F).contains(scalar.value) || narrowSymbols.contains(scalar) else {
        simple = false
        break
      }
      count += 1
    }
    if simple, count <= width { return text + String(repeating: " ", count: width - count) }
    return TextWidth.pad(TextWidth.truncate(text, to: width), to: width)
  }

  /// Symbols the table draws, each one cell wide (never emoji-presentation).
  private static let narrowSymbols: Set<Unicode.Scalar> = [
    "✓", "✗", "⚠", "█", "░", "—", "●", "…",
  ]

  /// k9s-style ages: `now`, `5m`, `3h`, `12d`.
  static func age(_ date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    switch seconds {
    case ..<60: return "now"
    case ..<3600: return "\(seconds / 60)m"
    case ..<86_400: return "\(seconds / 3600)h"
    default: return "\(seconds / 86_400)d"
    }
  }

  static func cells(
    _ entry: WorkspaceState.Entry, columns: [Column], now: Date
  ) -> [Span] {
    columns.map { column in
      switch column.kind {
      case .status: status(entry.summary)
      case .name:
        Span(
          entry.summary?.displayName ?? DisplayText.sanitized(entry.file.fileName), role: "ui.menu")
      case .file: Span(DisplayText.sanitized(entry.file.path), role: "ui.text.muted")
      case .title: title(entry.summary)
      case .target: Span(entry.summary?.target.summary ?? "", role: "ui.menu")
      case .size: gauge(entry.summary, width: column.width)
      case .modified:
        Span(age(entry.file.modified, now: now), role: "ui.text.muted")
      case .lastSent: lastSent(entry.lastSend, now: now)
      }
    }
  }
}
