import Glibc
import TermUI

/// Terminal input watched by the main thread's `MainLoop`: when stdin turns readable the
/// handler runs on the main thread, stops watching and steps the `TerminalApp` at once
/// (`wake.now()`), in the same iteration; `resume` watches again after the drain.
/// Same contract as `InputSources`' stdin source, without the hops through dispatch threads.
@MainActor
final class LoopStdinWatch {
  private let wake: LoopWake
  private var watch: PollLoop.Watch?

  /// Starts watching, or nil when the main loop is not running (use `InputSources` then).
  init?(wake: LoopWake) {
    guard MainLoop.isRunning else { return nil }
    self.wake = wake
    resume()
  }

  /// Lets stdin wake the loop again after a drain.
  func resume() {
    guard watch == nil else { return }
    watch = MainLoop.watch(STDIN_FILENO) { [weak self] in self?.fire() }
  }

  /// Stops watching.
  func cancel() {
    if let watch { MainLoop.cancel(watch) }
    watch = nil
  }

  private func fire() {
    cancel()
    wake.now()
  }
}
