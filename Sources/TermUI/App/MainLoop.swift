import CMainQueue

/// The main thread's run loop: the executable's top-level code calls `run` instead of letting
/// async top-level code end in `dispatch_main`, so main-actor work runs on the main thread,
/// in this loop, and a descriptor watched here is handled on the thread that is already awake.
///
/// The loop polls the dispatch main queue's eventfd (the SPI swift-corelibs-foundation's
/// CFRunLoop uses on Linux) and the watched descriptors, then drains the main queue on the
/// main thread. Every `Task`, `await` and `@MainActor` hop works unchanged. When the loop is
/// not running (tests, other hosts) `isRunning` is false and callers keep their own sources.
///
/// ```swift
/// // main.swift, synchronous top-level code
/// exit(MainLoop.run { await runTheApp() })
/// ```
@MainActor
public enum MainLoop {
  /// What a watch calls: main-actor work, which the loop calls directly (it runs on the main
  /// actor).
  public typealias Handler = @MainActor () -> Void
  /// A registration made by `watch`.
  public typealias Watch = PollLoop<Handler>.Watch

  private static var current: PollLoop<Handler>?

  /// Whether `run` is running (so `watch` registers with it).
  public static var isRunning: Bool { current != nil }

  /// Runs `body` as a main-actor task while the calling (main) thread drives the main queue;
  /// returns the status `body` returned, once its task has finished. Call it once, from the
  /// executable's synchronous top-level code; it must not be called from inside the loop.
  public static func run(_ body: @escaping @MainActor () async -> Int32) -> Int32 {
    guard current == nil else { return 70 }  // EX_SOFTWARE: a nested run would never return
    let loop = PollLoop<Handler>(jobs: MainQueueJobs())
    current = loop
    defer { current = nil }
    Task { @MainActor in
      loop.stop(status: await body())
    }
    // On the main actor here, so its handlers are called directly.
    return loop.run { $0() }
  }

  /// Calls `handler` on the main thread while `descriptor` is readable, until cancelled; nil
  /// when the loop is not running.
  public static func watch(_ descriptor: Int32, handler: @escaping Handler) -> Watch? {
    current?.watch(descriptor, handler: handler)
  }

  /// Stops a watch made by `watch`.
  public static func cancel(_ watch: Watch) {
    current?.cancel(watch)
  }

  /// Pauses a watch made by `watch` until `resume` (`PollLoop.pause`).
  public static func pause(_ watch: Watch) {
    current?.pause(watch)
  }

  /// Resumes a paused watch (`PollLoop.resume`).
  public static func resume(_ watch: Watch) {
    current?.resume(watch)
  }
}

/// The dispatch main queue as a `LoopJobSource`: its run-loop handle and drain.
private final class MainQueueJobs: LoopJobSource {
  let wakeDescriptor: Int32

  init() {
    wakeDescriptor = _dispatch_get_main_queue_handle_4CF()
    _ = fcm_set_nonblocking(wakeDescriptor)
  }

  func runPending() {
    _dispatch_main_queue_callback_4CF(nil)
  }
}
