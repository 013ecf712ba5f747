/// How much room one segment of a `Layout` asks for (ratatui `Constraint`).
public enum Constraint: Sendable, Hashable {
  /// Exactly `n` cells (shrunk only when the total does not fit).
  case length(Int)
  /// `p` percent of the available cells, rounded down.
  case percentage(Int)
  /// At least `n` cells; grows to share left-over room when no segment is `.fill`.
  case min(Int)
  /// At most `n` cells; takes what is left up to `n`.
  case max(Int)
  /// A share of the left-over room, weighted (`.fill` is weight 1).
  case fill(Int)

  /// A share of the left-over room with weight 1.
  public static let fill = Constraint.fill(1)
}
