/// One row of the command palette: what it runs, its title, help, bound key and the title's
/// characters the query matched.
public struct PaletteEntry: Sendable, Hashable {
  /// What choosing the entry does.
  public enum Target: Sendable, Hashable {
    /// Run a command.
    case command(CommandID)
    /// Switch to a theme.
    case theme(String)
  }

  public var target: Target
  public var title: String
  public var help: String
  /// Every key bound to the command ("F11 / Ctrl-G"; empty when unbound).
  public var key: String
  /// Character offsets in `title` that the query matched.
  public var matches: [Int]
  /// Higher is better.
  public var score: Int
}
