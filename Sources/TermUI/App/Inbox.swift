import Synchronization

/// A thread-safe queue of actions for the run loop: effects post results here from any task,
/// and each post wakes the loop.
public final class Inbox<Action: Sendable>: Sendable {
  private struct Contents {
    var actions: [Action] = []
    var wake: (@Sendable () -> Void)?
  }

  private let contents = Mutex(Contents())

  /// An empty inbox.
  public init() {}

  /// Queues `action` and wakes the loop.
  public func post(_ action: Action) {
    let wake = contents.withLock { contents in
      contents.actions.append(action)
      return contents.wake
    }
    wake?()
  }

  /// Queues several actions at once (one wake-up).
  public func post(contentsOf actions: [Action]) {
    guard !actions.isEmpty else { return }
    let wake = contents.withLock { contents in
      contents.actions += actions
      return contents.wake
    }
    wake?()
  }

  /// Takes every queued action.
  public func drain() -> [Action] {
    contents.withLock { contents in
      defer { contents.actions.removeAll() }
      return contents.actions
    }
  }

  /// Sets the closure that wakes the loop, calling it at once if actions are waiting.
  func setWake(_ wake: @escaping @Sendable () -> Void) {
    let pending = contents.withLock { contents in
      contents.wake = wake
      return !contents.actions.isEmpty
    }
    if pending { wake() }
  }
}
