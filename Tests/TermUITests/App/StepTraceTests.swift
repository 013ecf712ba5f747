import TermUI
import Testing

/// `FCM_COMPOSE_TRACE`: the run loop marks each part of a step, and the file says when.
@MainActor
@Suite struct StepTraceTests {
  /// A clock that advances by 1 µs each time it is read.
  final class TickingClock {
    var nanoseconds: UInt64 = 5_000_000_000
    func read() -> UInt64 {
      nanoseconds += 1_000
      return nanoseconds
    }
  }

  func handle(_ input: AppInput<Never>) -> LoopControl {
    if case .event(.key(.ctrl("q"))) = input { return .quit }
    return .redraw
  }

  func render(_ buffer: inout Buffer) -> Position? {
    buffer.setString(x: 0, y: 0, "typed", role: "ui.text")
    return nil
  }

  @Test func aKeyThatRedrawsMarksEveryPartInOrder() throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Never>(backend: terminal)
    let clock = TickingClock()
    let trace = StepTrace(clock: clock.read)
    app.trace = trace
    try terminal.type("a")
    app.step(handle: handle, render: render)
    #expect(trace.marks.map(\.point) == StepTrace.Point.allCases)
    #expect(trace.marks.map(\.nanoseconds) == (1...9).map { 5_000_000_000 + UInt64($0) * 1_000 })
  }

  /// A step with nothing to draw marks no frame parts; a quitting key still ends its step.
  @Test func aStepWithoutAFrameMarksOnlyItsInput() throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Never>(backend: terminal)
    app.step(handle: handle, render: render)  // the first frame
    let trace = StepTrace(clock: TickingClock().read)
    app.trace = trace
    app.step(handle: { _ in .unchanged }, render: render)
    #expect(trace.marks.map(\.point) == [.stepStart, .eventsRead, .handled, .stepEnd])
    try terminal.type("<C-q>")
    #expect(app.step(handle: handle, render: render) == .quit)
    #expect(trace.marks.suffix(3).map(\.point) == [.stepStart, .eventsRead, .stepEnd])
  }

  @Test func theTextGivesSecondsAndPointNamesALineEach() {
    var readings: [UInt64] = [12_000_000_150, 12_999_999_999]
    let trace = StepTrace(clock: { readings.removeFirst() })
    trace.mark(.stepStart)
    trace.mark(.flushed)
    #expect(trace.text == "12.000000150 step\n12.999999999 flushed\n")
  }

  /// A long session keeps the first marks and counts the rest, instead of growing without end.
  @Test func marksBeyondTheCapacityAreCountedNotKept() {
    let trace = StepTrace(capacity: 2, clock: TickingClock().read)
    for _ in 0..<5 { trace.mark(.handled) }
    #expect(trace.marks.count == 2)
    #expect(trace.dropped == 3)
    #expect(trace.text.hasSuffix("5.000002000 handled\n# dropped 3\n"))
  }
}
