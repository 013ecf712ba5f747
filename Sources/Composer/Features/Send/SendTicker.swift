import Foundation
import Synchronization
import TermUI

/// Tells the results screen a running send's elapsed time and how many recipients wait to
/// be tried again, between results: `tick()` about twice a second, `retry(started:)` as the
/// sender's retries start and end.
final class SendTicker: Sendable {
  private let id: Int
  private let inbox: Inbox<Action>
  private let started = ProcessInfo.processInfo.systemUptime
  private let retrying = Atomic<Int>(0)

  init(id: Int, inbox: Inbox<Action>) {
    self.id = id
    self.inbox = inbox
  }

  /// Posts the elapsed time and the retries now waiting.
  func tick() {
    inbox.post(
      .sendTicked(
        id: id, elapsed: ProcessInfo.processInfo.systemUptime - started,
        retrying: retrying.load(ordering: .relaxed)))
  }

  /// A retry wait started (true) or ended (false).
  func retry(started: Bool) {
    retrying.add(started ? 1 : -1, ordering: .relaxed)
    tick()
  }
}
