import CMainQueue
import Glibc

/// Where a `PollLoop` gets queued work: a descriptor that turns readable when work is queued
/// (an eventfd) and a call that runs that work on the calling thread.
public protocol LoopJobSource: AnyObject {
  /// Readable while work is waiting; the loop resets it (nonblocking read) before `runPending`.
  var wakeDescriptor: Int32 { get }
  /// Runs the waiting work on the calling thread, the loop's.
  func runPending()
}

/// A poll(2) loop over watched file descriptors and one job source, confined to the thread that
/// runs it (every method is called there; handlers and jobs run there).
///
/// One iteration (`runOnce`) waits for a watched descriptor or queued work, calls the handlers
/// of the ready descriptors, then runs the queued work in the same iteration, so work a handler
/// queues (a task it resumes) runs without a second trip through `poll`. A handler is called
/// while its descriptor is readable, hung up or in error: it reads the descriptor or cancels
/// its watch, or it is called again at once. `MainLoop` runs one on the main thread over the
/// dispatch main queue; tests run one on their own thread over their own queue.
///
/// `Handler` is what a watch calls, and whoever runs the loop calls it (`run(calling:)`), in
/// its own isolation: `MainLoop`'s handlers are `@MainActor` closures it calls directly, with
/// no check of the executor on every wake-up (`MainActor.assumeIsolated` ran some hundreds of
/// instructions of the concurrency runtime, cold after a pause, before each key was read).
public final class PollLoop<Handler> {
  /// A registration made by `watch`, for `cancel`.
  public struct Watch: Hashable, Sendable {
    fileprivate let id: Int
  }

  /// A class, so pausing flips a flag in place instead of copying `entries` (which the
  /// iteration calling the handlers holds).
  private final class Entry {
    let id: Int
    let descriptor: Int32
    let handler: Handler
    var isPaused = false

    init(id: Int, descriptor: Int32, handler: Handler) {
      self.id = id
      self.descriptor = descriptor
      self.handler = handler
    }
  }

  private let jobs: any LoopJobSource
  private var entries: [Entry] = []
  private var nextID = 0
  private var status: Int32?
  /// Iterations run so far (each is one `poll` call).
  public private(set) var iterations = 0

  /// A loop over `jobs`, watching nothing yet.
  public init(jobs: any LoopJobSource) {
    self.jobs = jobs
  }

  /// Has `handler` called on this loop's thread whenever `descriptor` is readable (or hung up,
  /// or in error) until the watch is cancelled. An invalid descriptor is reported once, then
  /// dropped.
  public func watch(_ descriptor: Int32, handler: Handler) -> Watch {
    let id = nextID
    nextID += 1
    entries.append(Entry(id: id, descriptor: descriptor, handler: handler))
    return Watch(id: id)
  }

  /// Stops watching; a handler not yet called in the current iteration is not called.
  public func cancel(_ watch: Watch) {
    entries.removeAll { $0.id == watch.id }
  }

  /// Stops calling the watch's handler until `resume`, keeping the registration (a handler
  /// that leaves its descriptor readable for later pauses itself, so the loop does not spin).
  /// A handler not yet called in the current iteration is not called.
  public func pause(_ watch: Watch) {
    entries.first { $0.id == watch.id }?.isPaused = true
  }

  /// Calls the handler of a paused watch again from the next iteration.
  public func resume(_ watch: Watch) {
    entries.first { $0.id == watch.id }?.isPaused = false
  }

  /// The descriptors watched now, in the order they were registered.
  public var watchedDescriptors: [Int32] { entries.map(\.descriptor) }

  /// Makes `run` return `status` once the current iteration's work has run.
  public func stop(status: Int32) {
    self.status = status
  }

  /// The status given to `stop`, nil while running.
  public var stopStatus: Int32? { status }

  /// Iterates until `stop` is called, calling each ready handler with `call`; returns the status
  /// `stop` was given.
  public func run(calling call: (Handler) -> Void) -> Int32 {
    while true {
      runOnce(calling: call)
      if let status { return status }
    }
  }

  /// One iteration: waits up to `timeoutMilliseconds` (-1: no limit) for a watched descriptor
  /// or queued work, calls the ready descriptors' handlers with `call`, then runs the queued
  /// work. Returns whether anything was ready. A signal interrupting the wait counts as nothing
  /// ready.
  @discardableResult
  public func runOnce(timeoutMilliseconds: Int32 = -1, calling call: (Handler) -> Void) -> Bool {
    iterations += 1
    let snapshot = entries
    var fds = [pollfd(fd: jobs.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
    // poll(2) ignores a negative descriptor (revents 0): a paused watch keeps its place.
    fds += snapshot.map {
      pollfd(fd: $0.isPaused ? -1 : $0.descriptor, events: Int16(POLLIN), revents: 0)
    }
    let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
    guard ready > 0 else {
      jobs.runPending()  // a signal may have interrupted the wait after work was queued
      return false
    }
    var handled = false
    for (index, entry) in snapshot.enumerated() {
      let events = Int32(fds[index + 1].revents)
      guard events != 0, !entry.isPaused, entries.contains(where: { $0 === entry }) else {
        continue
      }
      if events & Int32(POLLNVAL) != 0 { cancel(Watch(id: entry.id)) }
      call(entry.handler)
      handled = true
    }
    // Reset the wake descriptor before running the work so a poke that arrives meanwhile is
    // kept for the next poll; after the handlers, since they may have queued work themselves.
    if handled || fds[0].revents != 0 { _ = fcm_eventfd_clear(jobs.wakeDescriptor) }
    jobs.runPending()
    return true
  }
}

extension PollLoop where Handler == () -> Void {
  /// Iterates until `stop` is called; returns the status it was given.
  public func run() -> Int32 { run { $0() } }

  /// One iteration (`runOnce(timeoutMilliseconds:calling:)`), calling the handlers.
  @discardableResult
  public func runOnce(timeoutMilliseconds: Int32 = -1) -> Bool {
    runOnce(timeoutMilliseconds: timeoutMilliseconds) { $0() }
  }
}
