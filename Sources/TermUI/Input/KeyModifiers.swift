/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Control.
  public static let ctrl = KeyModifiers(rawValue: 1 << 0)
  /// Alt / Meta / Option.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Shift (for named keys; shifted characters arrive as the character itself).
  public static let shift = KeyModifiers(rawValue: 1 << 2)
}
