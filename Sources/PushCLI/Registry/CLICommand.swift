/// One headless command: its usage text (the command's one home for it, in
/// `FooCommand+Usage.swift`) and how to run it. Its name, summary and options are read from
/// that text, so `--help`, `help`, the command list, completion and the man page agree.
public struct CLICommand: Sendable {
  /// The usage, read into parts.
  public let usage: UsageText
  /// Runs the command with the arguments after its name; returns the exit status.
  public let run: @Sendable ([String], CommandContext) async -> Int32
  /// Listed by `help` and the man page (false for the shell scripts' `__complete`).
  public let listed: Bool

  /// A command whose usage is `usage`.
  public init(
    _ usage: String, listed: Bool = true,
    run: @escaping @Sendable ([String], CommandContext) async -> Int32
  ) {
    self.usage = UsageText(usage)
    self.listed = listed
    self.run = run
  }

  /// The word after `fcm-compose`.
  public var name: String { usage.name }
}
