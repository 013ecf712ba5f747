/// A small deterministic random number generator, so randomised tests reproduce.
public struct SplitMix64: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SplitMix64 {
  /// A number in `0..<n` (`next() % n`: tests name seeds, so the sequence must stay fixed).
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// One of `items` (not empty).
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
