import Foundation
import Synchronization
import Testing

@testable import PushCore

/// A clock that only moves when the code under test sleeps (or the test says so).
final class VirtualClock: Sendable {
  private let time = Mutex<Double>(1000)

  func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
  var uptime: Double { time.withLock { $0 } }

  var clock: SendClock {
    SendClock(
      now: { [self] in Date(timeIntervalSince1970: uptime) }, uptime: { [self] in uptime },
      sleep: { [self] seconds in advance(seconds) })
  }
}

/// `send --rate`: requests go out evenly at the rate, never in a burst, also after a pause.
@Suite struct RatePacerTests {
  /// The most admissions in any window of one second.
  static func busiestSecond(_ times: [Double]) -> Int {
    var most = 0
    var start = 0
    for end in times.indices {
      while times[end] - times[start] >= 1 - 1e-9 { start += 1 }
      most = max(most, end - start + 1)
    }
    return most
  }

  @Test func requestsAreSpreadEvenlyAndResumeAtTheRateAfterAPause() async {
    let virtual = VirtualClock()
    let pacer = RatePacer(rate: SendRate(perSecond: 200), clock: virtual.clock)
    let stop = StopSignal()
    var times: [Double] = []
    for i in 0..<1000 {
      if i == 500 { virtual.advance(30) }  // a 429 pause, or a slow server: no credit is earned
      #expect(await pacer.admit(stop: stop))
      times.append(virtual.uptime)
    }
    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    #expect(gaps.filter { $0 < 0.005 - 1e-9 }.isEmpty, "no two requests closer than 1/200 s")
    #expect(Self.busiestSecond(times) == 200)
    #expect(abs(times[499] - times[0] - 499 * 0.005) < 1e-6, "no slack before the pause either")
  }

  @Test func theRampClimbsFromATenthToTheRate() async {
    let virtual = VirtualClock()
    let pacer = RatePacer(rate: SendRate(perSecond: 100), ramp: 10, clock: virtual.clock)
    let stop = StopSignal()
    var times: [Double] = []
    for _ in 0..<2000 {
      _ = await pacer.admit(stop: stop)
      times.append(virtual.uptime)
    }
    let start = times[0]
    let firstSecond = times.filter { $0 - start < 1 }.count
    let fifthSecond = times.filter { $0 - start >= 5 && $0 - start < 6 }.count
    let twelfth = times.filter { $0 - start >= 12 && $0 - start < 13 }.count
    #expect((10...20).contains(firstSecond), "starts near 10/s: \(firstSecond)")
    #expect((50...65).contains(fifthSecond), "halfway up after 5 s: \(fifthSecond)")
    #expect(twelfth == 100, "the full rate after the ramp")
    #expect(Self.busiestSecond(times) <= 100)
  }

  @Test func aStopEndsTheWait() async {
    let virtual = VirtualClock()
    let pacer = RatePacer(rate: SendRate(perSecond: 1), clock: virtual.clock)
    let stop = StopSignal()
    #expect(await pacer.admit(stop: stop))
    stop.stop()
    #expect(await !pacer.admit(stop: stop))
  }

  @Test func ratesAreReadAsWritten() {
    #expect(SendRate("200/s")?.perSecond == 200)
    #expect(SendRate("6000/min")?.perSecond == 100)
    #expect(SendRate("0/s") == nil)
    #expect(SendRate("200") == nil)
    #expect(SendRate("200/h") == nil)
    #expect(SendRate("9999999/s") == nil)
  }
}
