/// Takes the CPU caches away from the code under measurement, as other processes do while a
/// terminal program waits for its next key: each `evict()` writes and reads back a buffer
/// larger than any last-level cache this benchmark runs on.
struct CacheEvictor {
  private var lines: [UInt64]
  private var round: UInt64 = 0

  /// `bytes` defaults to 64 MiB: several times a server's L3 slice.
  init(bytes: Int = 64 << 20) {
    lines = Array(repeating: 0, count: bytes / MemoryLayout<UInt64>.stride)
  }

  /// Touches every cache line of the buffer once; returns nothing, but the sum is kept so the
  /// optimiser cannot drop the loop.
  mutating func evict() {
    round &+= 1
    let stride = 64 / MemoryLayout<UInt64>.stride
    var sum: UInt64 = 0
    lines.withUnsafeMutableBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        buffer[i] &+= round
        sum &+= buffer[i]
        i += stride
      }
    }
    lines[0] = sum
  }
}
