import Foundation

/// Where sends keep their files: journals in `$XDG_STATE_HOME/fcm-compose/journals/` (default
/// `~/.local/state`), reports in `$XDG_DATA_HOME/fcm-compose/reports/` (default
/// `~/.local/share`). The CLI and the composer name automatic journals the same way, so a
/// campaign interrupted in one can be resumed in the other.
public enum SendFiles {
  /// `$XDG_STATE_HOME/fcm-compose`.
  public static func stateDirectory(_ env: [String: String]) -> String {
    if let xdg = env["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/fcm-compose" }
    return (env["HOME"] ?? NSHomeDirectory()) + "/.local/state/fcm-compose"
  }

  /// `$XDG_DATA_HOME/fcm-compose`.
  public static func dataDirectory(_ env: [String: String]) -> String {
    if let xdg = env["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/fcm-compose" }
    return (env["HOME"] ?? NSHomeDirectory()) + "/.local/share/fcm-compose"
  }

  /// The automatic journal of a token campaign: one per project, draft file, tokens file and
  /// listed tokens.
  public static func automaticJournal(
    environment: [String: String], project: String, draftPath: String, tokensFile: String?,
    tokens: [String]
  ) -> String {
    stateDirectory(environment) + "/journals/\(key(project, draftPath, tokensFile, tokens)).journal"
  }

  /// The 16-hex-digit name shared by a campaign's journal and reports.
  public static func key(
    _ project: String, _ draftPath: String, _ tokensFile: String?, _ tokens: [String]
  ) -> String {
    let key = [project, draftPath, tokensFile ?? "", tokens.joined(separator: ",")]
      .joined(separator: "\n")
    return String(SHA256Digest.hex(Array(key.utf8)).prefix(16))
  }
}
