import Foundation

/// The send history as read: entries newest first, and how many lines could not be read
/// (a torn last line after a crash, a hand edit). Unreadable lines are skipped, never fatal.
public struct SendHistoryLog: Sendable, Equatable {
  /// Every readable entry, newest first.
  public var entries: [SendHistoryEntry]
  /// Lines skipped because they are not a history entry.
  public var unreadableLines: Int

  public init(entries: [SendHistoryEntry] = [], unreadableLines: Int = 0) {
    self.entries = entries
    self.unreadableLines = unreadableLines
  }

  /// Parses the log's text (one JSON object per line; blank lines ignored).
  public static func parse(_ text: String) -> SendHistoryLog {
    var log = SendHistoryLog()
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      if let value = try? JSONParser.parse(trimmed), let entry = SendHistoryEntry(json: value) {
        log.entries.append(entry)
      } else {
        log.unreadableLines += 1
      }
    }
    log.entries.reverse()
    return log
  }

  /// Reads the log at `path`; a missing file is an empty history.
  public static func read(path: String) throws(SendError) -> SendHistoryLog {
    guard FileManager.default.fileExists(atPath: path) else { return SendHistoryLog() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .output(path: path, reason: "cannot read the history file")
    }
    return parse(String(decoding: data, as: UTF8.self))
  }
}
