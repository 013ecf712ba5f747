import CMainQueue
import Foundation
import Synchronization
import TermUI
import Testing

/// The run loop's core, one iteration at a time, on a thread of its own (the loop owns the
/// thread it runs on, as `MainLoop` owns the main thread in the executable).
@Suite struct PollLoopTests {
  @Test func aWatchedDescriptorIsHandledUntilItsWatchIsCancelled() async throws {
    let calls = await onLoopThread { loop, _ in
      let pipe = Pipe()
      var calls = 0
      let watch = loop.watch(pipe.readEnd) {
        calls += 1
        pipe.drain()
      }
      #expect(loop.watchedDescriptors == [pipe.readEnd])
      pipe.write()
      #expect(loop.runOnce(timeoutMilliseconds: 5000))
      loop.cancel(watch)
      #expect(loop.watchedDescriptors.isEmpty)
      pipe.write()
      #expect(!loop.runOnce(timeoutMilliseconds: 0))
      return calls
    }
    #expect(calls == 1)
  }

  @Test func aHandlerThatCancelsItsWatchIsNotCalledAgainUntilWatchedAgain() async throws {
    let calls = await onLoopThread { loop, _ in
      let pipe = Pipe()
      var calls = 0
      var watch: ThreadLoop.Watch?
      func arm() {
        watch = loop.watch(pipe.readEnd) {
          calls += 1
          if let watch { loop.cancel(watch) }  // one-shot, like stdin until `resumeInput`
        }
      }
      arm()
      pipe.write()  // left unread: only the cancelled watch keeps the loop from spinning
      loop.runOnce(timeoutMilliseconds: 5000)
      loop.runOnce(timeoutMilliseconds: 0)
      arm()
      loop.runOnce(timeoutMilliseconds: 5000)
      return calls
    }
    #expect(calls == 2)
  }

  /// Stdin's watch pauses itself until the app has read the input: a paused watch is not
  /// polled (its descriptor stays readable, and the loop must not spin on it) and keeps its
  /// registration for `resume`.
  @Test func aPausedWatchIsNotCalledUntilResumed() async throws {
    let (calls, watched) = await onLoopThread { loop, _ in
      let pipe = Pipe()
      var calls = 0
      var watch: ThreadLoop.Watch?
      watch = loop.watch(pipe.readEnd) {
        calls += 1
        if let watch { loop.pause(watch) }  // left unread
      }
      pipe.write()
      #expect(loop.runOnce(timeoutMilliseconds: 5000))
      #expect(!loop.runOnce(timeoutMilliseconds: 0))  // paused: nothing is ready
      let watched = loop.watchedDescriptors
      if let watch { loop.resume(watch) }
      #expect(loop.runOnce(timeoutMilliseconds: 5000))
      return (calls, watched)
    }
    #expect(calls == 2)
    #expect(watched.count == 1)
  }

  @Test func workQueuedFromAnotherThreadWakesTheLoopAndRunsOnItsThread() async throws {
    let (ran, woke) = await onLoopThread { loop, jobs in
      let ranOn = Mutex<pthread_t?>(nil)
      Thread.detachNewThread {
        usleep(20_000)
        jobs.post { ranOn.withLock { $0 = pthread_self() } }
      }
      let woke = loop.runOnce(timeoutMilliseconds: 10_000)
      let thread = ranOn.withLock { $0 }
      return (thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false, woke)
    }
    #expect(woke)
    #expect(ran)
  }

  @Test func workAHandlerQueuesRunsInTheSameIteration() async throws {
    let (ran, iterations) = await onLoopThread { loop, jobs in
      let pipe = Pipe()
      let ran = Atomic<Bool>(false)
      _ = loop.watch(pipe.readEnd) {
        pipe.drain()
        jobs.post { ran.store(true, ordering: .sequentiallyConsistent) }
      }
      pipe.write()
      loop.runOnce(timeoutMilliseconds: 5000)
      return (ran.load(ordering: .sequentiallyConsistent), loop.iterations)
    }
    #expect(ran)
    #expect(iterations == 1)
  }

  @Test func workQueuedWhileWorkRunsIsNotLost() async throws {
    let order = await onLoopThread { loop, jobs in
      let order = Mutex<[String]>([])
      jobs.post {
        order.withLock { $0.append("first") }
        jobs.post { order.withLock { $0.append("second") } }
      }
      loop.runOnce(timeoutMilliseconds: 5000)
      let afterFirst = order.withLock { $0 }
      #expect(afterFirst == ["first"])
      #expect(loop.runOnce(timeoutMilliseconds: 5000))
      return order.withLock { $0 }
    }
    #expect(order == ["first", "second"])
  }

  @Test func aHungUpDescriptorIsReportedAndAClosedOneIsDropped() async throws {
    let (hangups, invalid, watched) = await onLoopThread { loop, _ in
      let pipe = Pipe()
      var hangups = 0
      let watch = loop.watch(pipe.readEnd) { hangups += 1 }
      pipe.closeWriteEnd()
      loop.runOnce(timeoutMilliseconds: 5000)
      loop.cancel(watch)
      let closed = Pipe()
      closed.closeReadEnd()
      var invalid = 0
      _ = loop.watch(closed.readEnd) { invalid += 1 }
      loop.runOnce(timeoutMilliseconds: 5000)
      loop.runOnce(timeoutMilliseconds: 0)
      return (hangups, invalid, loop.watchedDescriptors)
    }
    #expect(hangups == 1)
    #expect(invalid == 1)
    #expect(watched.isEmpty)
  }

  @Test func runReturnsTheStatusGivenToStop() async throws {
    let status = await onLoopThread { loop, _ in
      let pipe = Pipe()
      _ = loop.watch(pipe.readEnd) { [unowned loop] in
        pipe.drain()
        loop.stop(status: 3)
      }
      Thread.detachNewThread {
        usleep(20_000)
        pipe.write()
      }
      #expect(loop.stopStatus == nil)
      return loop.run()
    }
    #expect(status == 3)
  }

  @Test func aTaskHoppingToAnActorTheLoopRunsCompletesOnTheLoopThread() async throws {
    let (result, onLoopThread) = await onLoopThread { loop, jobs in
      let counter = LoopActor(executor: LoopExecutor(jobs: jobs))
      let result = Mutex<Int?>(nil)
      Task.detached {
        _ = await counter.add(2)
        let total = await counter.add(3)
        result.withLock { $0 = total }
        jobs.post {}  // wakes the loop so it sees the result
      }
      for _ in 0..<100 where result.withLock({ $0 }) == nil {
        loop.runOnce(timeoutMilliseconds: 5000)
      }
      return (result.withLock { $0 }, counter.ranOnlyOn(pthread_self()))
    }
    #expect(result == 5)
    #expect(onLoopThread)
  }
}
