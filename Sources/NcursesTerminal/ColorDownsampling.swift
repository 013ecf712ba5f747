/// Nearest-colour mapping for terminals with fewer colours: 24-bit → xterm-256 → ANSI 16.
enum ColorDownsampling {
  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The nearest xterm-256 index (6×6×6 cube or grey ramp) for an RGB colour.
  static func xterm256(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
    func level(_ v: UInt8) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - Int(v)) < abs(cubeLevels[$1] - Int(v)) } ?? 0
    }
    let (ri, gi, bi) = (level(r), level(g), level(b))
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let greyIndex = max(0, min(23, (average - 8 + 5) / 10))
    let grey = 8 + greyIndex * 10
    let cubeDistance = distance((Int(r), Int(g), Int(b)), cube)
    let greyDistance = distance((Int(r), Int(g), Int(b)), (grey, grey, grey))
    if greyDistance < cubeDistance { return UInt8(232 + greyIndex) }
    return UInt8(16 + 36 * ri + 6 * gi + bi)
  }

  /// The nearest of the 16 ANSI colours for an xterm-256 index.
  static func ansi16(index: UInt8) -> UInt8 {
    if index < 16 { return index }
    let target = rgb(of: index)
    let candidates = (0..<16).map { UInt8($0) }
    return candidates.min { distance(target, rgb(of: $0)) < distance(target, rgb(of: $1)) } ?? 7
  }

  /// The usual xterm RGB value of a palette index.
  static func rgb(of index: UInt8) -> (Int, Int, Int) {
    let basic: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let i = Int(index)
    if i < 16 { return basic[i] }
    if i >= 232 {
      let v = 8 + (i - 232) * 10
      return (v, v, v)
    }
    let c = i - 16
    return (cubeLevels[c / 36], cubeLevels[(c / 6) % 6], cubeLevels[c % 6])
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db
  }
}
