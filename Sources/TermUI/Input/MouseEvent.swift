/// A mouse report from the terminal (only while mouse capture is on).
public struct MouseEvent: Sendable, Hashable {
  /// A mouse button.
  public enum Button: Sendable, Hashable {
    /// Usually the left button.
    case primary
    /// Usually the wheel click.
    case middle
    /// Usually the right button.
    case secondary
  }

  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The wheel turned up (scroll content up).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer.
  public var position: Position
  /// Modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  public init(_ kind: Kind, at position: Position, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }
}
