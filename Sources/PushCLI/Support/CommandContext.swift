import Foundation
import PushCore

/// Everything a CLI command touches outside itself, injected so tests run commands in-process
/// with captured output, a fake environment and a temporary working directory.
public struct CommandContext: Sendable {
  /// Writes text to standard output.
  public var writeOut: @Sendable (String) -> Void
  /// Writes text to standard error.
  public var writeErr: @Sendable (String) -> Void
  /// Reads all of standard input (for `-`).
  public var readStdin: @Sendable () -> Data
  /// The environment variables.
  public var environment: [String: String]
  /// The working directory that relative paths resolve against.
  public var currentDirectory: URL
  /// Whether stdout is a terminal (progress bars, colour).
  public var stdoutIsTTY: Bool
  /// Whether stderr is a terminal.
  public var stderrIsTTY: Bool

  public init(
    writeOut: @escaping @Sendable (String) -> Void,
    writeErr: @escaping @Sendable (String) -> Void,
    readStdin: @escaping @Sendable () -> Data,
    environment: [String: String],
    currentDirectory: URL,
    stdoutIsTTY: Bool = false,
    stderrIsTTY: Bool = false
  ) {
    self.writeOut = writeOut
    self.writeErr = writeErr
    self.readStdin = readStdin
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.stdoutIsTTY = stdoutIsTTY
    self.stderrIsTTY = stderrIsTTY
  }

  /// Resolves a user-given path against the working directory (`~` expanded).
  public func url(forPath path: String) -> URL {
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
    return currentDirectory.appendingPathComponent(expanded)
  }
}

extension CommandContext {
  /// Writes one line to standard error with every control, escape and bidirectional formatting
  /// character shown as `\u001b`-style text (`TerminalSafe`): for every message that holds text
  /// from a draft, a file, an argument or a server, so none of it reaches the terminal as a
  /// control sequence (window titles, OSC 52 clipboard writes, reordered text).
  public func errorLine(_ text: String) { writeErr(TerminalSafe.escaped(text) + "\n") }

  /// Writes one line to standard output, escaped as `errorLine` does.
  public func outputLine(_ text: String) { writeOut(TerminalSafe.escaped(text) + "\n") }
}

/// CLI exit statuses (DESIGN.md §5).
public enum ExitCode {
  /// Success.
  public static let ok: Int32 = 0
  /// Problems found, or a send failed.
  public static let problems: Int32 = 1
  /// Usage error or unreadable input.
  public static let usage: Int32 = 2
}

extension CommandContext {
  /// The environment variable that fixes the clock (epoch seconds), for reproducible output:
  /// the console's Expires option becomes an absolute `apns-expiration`.
  public static let nowVariable = "FCM_COMPOSE_NOW"

  /// The times `FCM_COMPOSE_NOW` may name: 1970-01-01 to 9999-12-31 (what ISO 8601 dates and
  /// APNs expirations can express).
  public static let nowRange: ClosedRange<Double> = 0...253_402_300_799

  /// "Now": `FCM_COMPOSE_NOW` when set, otherwise the system clock. A value that is not a
  /// number of seconds in `nowRange` is a usage error rather than silently ignored.
  public func now() throws(ArgumentScanner.UsageError) -> Date {
    guard let text = environment[Self.nowVariable], !text.isEmpty else { return Date() }
    guard let seconds = Double(text), Self.nowRange.contains(seconds) else {
      throw ArgumentScanner.UsageError(
        "\(Self.nowVariable) must be seconds since 1970 from 0 to 253402300799 (like "
          + "1767225600), found \"\(text)\"")
    }
    return Date(timeIntervalSince1970: seconds)
  }
}
