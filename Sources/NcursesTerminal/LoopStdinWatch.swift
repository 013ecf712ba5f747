import Glibc
import TermUI

/// Terminal input watched by the main thread's `MainLoop`: when stdin turns readable the
/// handler runs on the main thread, pauses the watch and steps the `TerminalApp` at once
/// (`wake.now()`), in the same iteration; `resume` watches again after the drain. The watch is
/// registered once: pausing it allocates nothing, where a new registration per key did.
/// Same contract as `InputSources`' stdin source, without the hops through dispatch threads.
@MainActor
final class LoopStdinWatch {
  private let wake: LoopWake
  private var watch: MainLoop.Watch?
  private var isReadable = false

  /// Starts watching, or nil when the main loop is not running (use `InputSources` then).
  init?(wake: LoopWake) {
    guard MainLoop.isRunning else { return nil }
    self.wake = wake
    watch = MainLoop.watch(STDIN_FILENO) { [weak self] in self?.fire() }
  }

  /// Lets stdin wake the loop again after a drain.
  func resume() {
    if let watch { MainLoop.resume(watch) }
  }

  /// Whether stdin was readable when the loop last woke for it and nothing has read it since
  /// (a read then returns at once); clears the flag.
  func takeReadable() -> Bool {
    defer { isReadable = false }
    return isReadable
  }

  /// Stops watching.
  func cancel() {
    if let watch { MainLoop.cancel(watch) }
    watch = nil
  }

  private func fire() {
    isReadable = true
    if let watch { MainLoop.pause(watch) }
    wake.now()
  }
}
