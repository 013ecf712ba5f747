import Foundation

/// How an audience file is written: CSV (comma or tab, told apart by the header) or JSON
/// Lines (`.jsonl`, `.ndjson`: one object per line).
public enum AudienceFormat: Sendable, Equatable {
  case csv
  case jsonLines

  /// The format a file name asks for.
  public static func forPath(_ path: String) -> AudienceFormat {
    switch (path as NSString).pathExtension.lowercased() {
    case "jsonl", "ndjson": .jsonLines
    default: .csv
    }
  }
}
