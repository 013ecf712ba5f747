import Foundation

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

  /// "Now": `FCM_COMPOSE_NOW` when set, otherwise the system clock. A value that is not a
  /// number of seconds is a usage error rather than silently ignored.
  public func now() throws(ArgumentScanner.UsageError) -> Date {
    guard let text = environment[Self.nowVariable], !text.isEmpty else { return Date() }
    guard let seconds = Double(text), seconds.isFinite else {
      throw ArgumentScanner.UsageError(
        "\(Self.nowVariable) must be seconds since 1970 (like 1767225600), found \"\(text)\"")
    }
    return Date(timeIntervalSince1970: seconds)
  }
}
