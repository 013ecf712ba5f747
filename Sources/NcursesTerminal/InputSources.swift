import Dispatch
import Glibc
import Synchronization

/// Dispatch sources that wake the run loop: SIGWINCH, a pipe the C quit-signal handler writes
/// to, and terminal input on stdin unless `LoopStdinWatch` watches it on the main thread. Their
/// handlers only set flags and call `wake`; all ncurses calls stay on the main actor
/// (SWIFT-NOTES: handlers are `@Sendable`, created nonisolated).
final class InputSources: @unchecked Sendable {
  private let queue = DispatchQueue(label: "fcm-compose.terminal-input")
  private let stdinSource: (any DispatchSourceRead)?
  private let resizeSource: any DispatchSourceSignal
  private let quitSource: (any DispatchSourceRead)?
  private let stdinSuspended = Mutex(false)
  private let resizeFlag = Atomic<Bool>(false)
  /// The pipe's write end, for `fcm_install_quit_handlers`.
  let quitWakeFD: Int32

  /// Creates and starts the sources (the stdin one when `watchingStdin`); `wake` is called from
  /// the sources' queue.
  nonisolated init(watchingStdin: Bool, wake: @escaping @Sendable () -> Void) {
    stdinSource =
      watchingStdin
      ? DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue) : nil
    resizeSource = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      let readEnd = fds[0]
      let writeEnd = fds[1]
      let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
      source.setEventHandler { @Sendable in
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {}
        wake()
      }
      source.setCancelHandler { @Sendable in
        close(readEnd)
        close(writeEnd)
      }
      quitSource = source
      quitWakeFD = writeEnd
    } else {
      quitSource = nil
      quitWakeFD = -1
    }
    stdinSource?.setEventHandler { @Sendable [weak self] in
      guard let self else { return }
      self.stdinSuspended.withLock { isSuspended in
        if !isSuspended {
          self.stdinSource?.suspend()
          isSuspended = true
        }
      }
      wake()
    }
    resizeSource.setEventHandler { @Sendable [weak self] in
      self?.resizeFlag.store(true, ordering: .sequentiallyConsistent)
      wake()
    }
    stdinSource?.resume()
    resizeSource.resume()
    quitSource?.resume()
  }

  /// Whether SIGWINCH arrived since the last call (clears the flag).
  func takeResize() -> Bool {
    resizeFlag.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Lets stdin wake the loop again after a drain.
  func resumeInput() {
    stdinSuspended.withLock { isSuspended in
      if isSuspended {
        stdinSource?.resume()
        isSuspended = false
      }
    }
  }

  /// Stops every source.
  func cancel() {
    resumeInput()
    stdinSource?.cancel()
    resizeSource.cancel()
    quitSource?.cancel()
  }
}
