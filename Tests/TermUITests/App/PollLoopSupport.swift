import CMainQueue
import Foundation
import Synchronization
import TermUI

/// A thread-safe job queue with its own eventfd: what the dispatch main queue is to `MainLoop`.
final class ThreadJobs: LoopJobSource, Sendable {
  let wakeDescriptor = fcm_eventfd_create()
  private let jobs = Mutex<[@Sendable () -> Void]>([])

  deinit { close(wakeDescriptor) }

  /// Queues `job` and wakes the loop (from any thread).
  func post(_ job: @escaping @Sendable () -> Void) {
    let wasEmpty = jobs.withLock { jobs in
      jobs.append(job)
      return jobs.count == 1
    }
    if wasEmpty { _ = fcm_eventfd_signal(wakeDescriptor) }
  }

  /// Runs the jobs queued when it starts; jobs they queue wait for the next call.
  func runPending() {
    let pending = jobs.withLock { jobs in
      defer { jobs.removeAll() }
      return jobs
    }
    for job in pending { job() }
  }
}

/// An actor whose jobs the loop runs (Swift jobs enqueued on `ThreadJobs`).
final class LoopExecutor: SerialExecutor {
  let jobs: ThreadJobs

  init(jobs: ThreadJobs) { self.jobs = jobs }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    jobs.post { job.runSynchronously(on: executor) }
  }
}

actor LoopActor {
  private let executor: LoopExecutor
  private var total = 0
  private let threads = Mutex<[pthread_t]>([])

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  init(executor: LoopExecutor) { self.executor = executor }

  func add(_ value: Int) -> Int {
    threads.withLock { $0.append(pthread_self()) }
    total += value
    return total
  }

  /// Whether every call ran on `thread`.
  nonisolated func ranOnlyOn(_ thread: pthread_t) -> Bool {
    threads.withLock { threads in
      !threads.isEmpty && threads.allSatisfy { pthread_equal($0, thread) != 0 }
    }
  }
}

/// A pipe with nonblocking ends.
final class Pipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var fds: [Int32] = [-1, -1]
    _ = pipe(&fds)
    readEnd = fds[0]
    writeEnd = fds[1]
    for fd in fds { _ = fcm_set_nonblocking(fd) }
  }

  func write() {
    var byte: UInt8 = 1
    _ = Glibc.write(writeEnd, &byte, 1)
  }

  func drain() {
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 {}
  }

  func closeWriteEnd() { close(writeEnd) }
  func closeReadEnd() { close(readEnd) }
}

/// A loop on a thread of its own, calling plain closures.
typealias ThreadLoop = PollLoop<() -> Void>

/// Runs `body` with a new loop on a new thread (not a pool thread: it blocks in `poll`).
func onLoopThread<T: Sendable>(
  _ body: @escaping @Sendable (ThreadLoop, ThreadJobs) -> T
) async -> T {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      let jobs = ThreadJobs()
      let loop = ThreadLoop(jobs: jobs)
      continuation.resume(returning: body(loop, jobs))
    }
  }
}
