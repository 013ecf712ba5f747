import Foundation
import PushCore
import Testing

@testable import Composer

/// The recovery copy is written once, a second after the last change, however fast the user
/// types: one waiting task per burst, and the copy it asks for is the latest change's.
@Suite struct RecoveryDeadlineTests {
  let start = ContinuousClock.now

  @Test func aBurstOfChangesStartsOneTaskThatFiresAfterTheLast() {
    let deadline = RecoveryDeadline()
    #expect(deadline.move(generation: 1, due: start + .seconds(1)))
    // Nine more keystrokes 100 ms apart: no new task.
    for step in 2...10 {
      #expect(!deadline.move(generation: step, due: start + .milliseconds(100 * step + 900)))
    }
    // The task wakes at the first deadline and sleeps on until a second after the last change.
    #expect(deadline.next(at: start + .seconds(1)) == .wait(.milliseconds(900)))
    #expect(deadline.next(at: start + .milliseconds(1900)) == .fire(generation: 10))
    // The next change starts a new task.
    #expect(deadline.move(generation: 11, due: start + .seconds(3)))
  }

  @Test func aChangeAfterTheCopyIsDueIsTheNextBurst() {
    let deadline = RecoveryDeadline()
    #expect(deadline.move(generation: 4, due: start + .seconds(1)))
    #expect(deadline.next(at: start + .seconds(2)) == .fire(generation: 4))
    #expect(deadline.next(at: start + .seconds(2)) == .fire(generation: 4))
    #expect(deadline.move(generation: 5, due: start + .seconds(3)))
    #expect(deadline.next(at: start + .milliseconds(2500)) == .wait(.milliseconds(500)))
  }

  @Test func theTimerFiringDrawsNoFrame() {
    #expect(!Action.recoveryDue(generation: 3).changesScreen)
    #expect(
      Action.recoveryFound(RecoveryCopy(draftPath: nil, savedAt: .distantPast, draft: Draft()))
        .changesScreen)
  }
}
