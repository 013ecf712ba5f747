import Foundation

/// Timing samples in nanoseconds and their summary.
struct Samples {
  private(set) var nanoseconds: [UInt64] = []

  init(capacity: Int) { nanoseconds.reserveCapacity(capacity) }

  /// Times one call of `body`.
  mutating func time<T>(_ body: () -> T) -> T {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
    return result
  }

  mutating func append(_ ns: UInt64) { nanoseconds.append(ns) }

  var meanMicroseconds: Double {
    guard !nanoseconds.isEmpty else { return 0 }
    return Double(nanoseconds.reduce(0, +)) / Double(nanoseconds.count) / 1000
  }

  /// The `p`-th percentile (0...100) in microseconds, nearest-rank.
  func percentileMicroseconds(_ p: Double) -> Double {
    guard !nanoseconds.isEmpty else { return 0 }
    let sorted = nanoseconds.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return Double(sorted[min(max(rank, 0), sorted.count - 1)]) / 1000
  }

  /// `mean 123.4 µs  p50 …  p99 …  min …`.
  var summary: String {
    func f(_ d: Double) -> String { String(format: "%8.1f", d) }
    return "mean \(f(meanMicroseconds)) µs  p50 \(f(percentileMicroseconds(50))) µs  "
      + "p99 \(f(percentileMicroseconds(99))) µs  min \(f(percentileMicroseconds(0))) µs"
  }
}
