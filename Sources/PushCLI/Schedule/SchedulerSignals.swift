import Synchronization

/// The scheduler's stop request, shared with the wave in flight: the first SIGTERM/SIGINT
/// stops the wave after its requests in flight (its journal lets the next run finish it),
/// the second abandons them.
final class SchedulerSignals: Sendable {
  private let stopping = Atomic<Bool>(false)
  private let wave = Mutex<(stop: @Sendable () -> Void, cancel: @Sendable () -> Void)?>(nil)

  var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

  func stop() {
    stopping.store(true, ordering: .sequentiallyConsistent)
    wave.withLock { $0 }?.stop()
  }

  func cancel() { wave.withLock { $0 }?.cancel() }

  /// What a wave's `send` installs instead of its own signal handlers.
  func attach(
    _ stop: @escaping @Sendable () -> Void, _ cancel: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    wave.withLock { $0 = (stop, cancel) }
    if isStopping { stop() }
    return { [self] in wave.withLock { $0 = nil } }
  }
}
