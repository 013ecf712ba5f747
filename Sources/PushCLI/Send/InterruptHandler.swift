import Dispatch
import Foundation
import Synchronization

/// SIGINT/SIGTERM handling for `send`: the first signal asks for a graceful stop, the second
/// abandons requests in flight. Default dispositions are restored when uninstalled.
public enum InterruptHandler {
  /// Installs the handlers; returns the uninstaller.
  @Sendable public static func install(
    stop: @escaping @Sendable () -> Void, cancel: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    let count = Atomic<Int>(0)
    let box = SourceBox()
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { @Sendable in
        let (_, n) = count.add(1, ordering: .sequentiallyConsistent)
        if n == 1 { stop() } else { cancel() }
      }
      source.resume()
      box.append(source)
    }
    return { @Sendable in
      box.cancelAll()
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
  }

  private final class SourceBox: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    func append(_ source: any DispatchSourceSignal) {
      lock.withLock { sources.append(source) }
    }

    func cancelAll() {
      lock.withLock {
        for source in sources { source.cancel() }
        sources = []
      }
    }
  }
}
