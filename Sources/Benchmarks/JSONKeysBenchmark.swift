import Foundation
import PushCore

/// `fcm-bench jsonkeys`: parse time per key for one object with 1,024 to 32,768 members, for
/// plain sequential keys and for keys built so that an unseeded FNV-1a hash (what the parser's
/// duplicate-key table used before it hashed with the per-process seed) puts every one of them
/// in the same slot of a 65,536-slot table. With a seeded hash both columns stay flat as the
/// object grows (linear time); a crafted-collision slowdown shows as the second column growing
/// with the key count (quadratic time).
enum JSONKeysBenchmark {
  static func run(_ arguments: [String]) -> Int32 {
    var rounds = 5
    if let i = arguments.firstIndex(of: "--rounds"), i + 1 < arguments.count,
      let n = Int(arguments[i + 1]), n > 0
    {
      rounds = n
    }
    let crafted = collidingKeys(blocks: 15)
    // `--only N`: parse N keys of each kind once and stop (for instruction counts:
    // valgrind --tool=callgrind --toggle-collect='*JSONParser*parseDocument*' …).
    if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count,
      let n = Int(arguments[i + 1]), (1...crafted.count).contains(n)
    {
      let plain = nanosecondsPerKey((0..<n).map { "key-\($0)" }, rounds: 1)
      let colliding = nanosecondsPerKey(Array(crafted.prefix(n)), rounds: 1)
      print("fcm-bench jsonkeys --only \(n): \(Int(plain)) and \(Int(colliding)) ns per key")
      return 0
    }
    print("fcm-bench jsonkeys: ns per key, best of \(rounds) parses")
    print("  keys      sequential   FNV-colliding")
    var worstRatio = 0.0
    var first: (Double, Double)?
    for shift in 10...15 {
      let count = 1 << shift
      let plain = (0..<count).map { "key-\($0)" }
      let a = nanosecondsPerKey(plain, rounds: rounds)
      let b = nanosecondsPerKey(Array(crafted.prefix(count)), rounds: rounds)
      if let (a0, b0) = first {
        worstRatio = max(worstRatio, a / a0, b / b0)
      } else {
        first = (a, b)
      }
      let column = { (v: Double) in String(format: "%10.0f", v) }
      print(
        "  " + String(count).padding(toLength: 8, withPad: " ", startingAt: 0)
          + column(a) + "      " + column(b))
    }
    print(
      String(format: "  growth of ns/key from 1,024 to 32,768 keys: at most %.1f×", worstRatio)
        + " (linear time stays near 1×; quadratic would be 32×)")
    return 0
  }

  /// The best time over `rounds` parses of `{"k1": 0, "k2": 0, …}`, per key.
  static func nanosecondsPerKey(_ keys: [String], rounds: Int) -> Double {
    let text = "{" + keys.map { JSONWriter.quoted($0) + ":0" }.joined(separator: ",") + "}"
    var best = UInt64.max
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      guard (try? JSONParser.parseDocument(text)) != nil else { return .nan }
      best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return Double(best) / Double(keys.count)
  }

  /// 2^`blocks` distinct keys whose 64-bit FNV-1a hashes agree in the low 16 bits: each key is
  /// a chain of three-letter blocks, and at every step two different blocks lead from the same
  /// low-16-bit state to the same next state (the low bits of FNV-1a depend only on the low
  /// bits of the state), so every choice of blocks ends in the same slot.
  static func collidingKeys(blocks: Int) -> [String] {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    state = (state ^ UInt64(UInt8(ascii: "x"))) &* 0x100_0000_01b3
    var pairs: [([UInt8], [UInt8])] = []
    for _ in 0..<blocks {
      var seen: [UInt64: [UInt8]] = [:]
      search: for a in letters {
        for b in letters {
          for c in letters {
            var h = (state ^ UInt64(a)) &* 0x100_0000_01b3
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
            h = (h ^ UInt64(c)) &* 0x100_0000_01b3
            if let other = seen[h & 0xFFFF] {
              pairs.append((other, [a, b, c]))
              // Both blocks agree in the low 16 bits, all the later steps look at.
              state = h
              break search
            }
            seen[h & 0xFFFF] = [a, b, c]
          }
        }
      }
    }
    var keys: [[UInt8]] = [[UInt8(ascii: "x")]]
    for (a, b) in pairs { keys = keys.flatMap { [$0 + a, $0 + b] } }
    return keys.map { String(decoding: $0, as: UTF8.self) }
  }
}
