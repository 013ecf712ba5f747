/// What the run loop hands to the app's handler: a terminal event or an action from the inbox.
public enum AppInput<Action: Sendable>: Sendable {
  /// A terminal event (key, paste, mouse, resize, focus).
  case event(Event)
  /// An action posted to the inbox (typically an effect's result).
  case action(Action)
}

/// What the app's handler tells the run loop after handling one input.
public enum LoopControl: Sendable, Hashable {
  /// Nothing visible changed; no frame is drawn for this input.
  case unchanged
  /// State changed; draw a frame once the pending input is handled.
  case redraw
  /// Stop the loop.
  case quit
}

/// Why the run loop stopped.
public enum RunOutcome: Sendable, Hashable {
  /// The handler returned `.quit`.
  case quit
  /// A terminating signal arrived.
  case signal(Int32)

  /// The process exit status to use after restoring the terminal: 0, or 128 + signal.
  public var exitStatus: Int32 {
    switch self {
    case .quit: 0
    case .signal(let number): 128 + number
    }
  }
}
