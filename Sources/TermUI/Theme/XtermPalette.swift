import Foundation

/// The xterm 256-colour palette and nearest-colour searches used to downsample themes.
enum XtermPalette {
  /// xterm's default RGB values for the 16 ANSI colours.
  static let ansi: [(red: UInt8, green: UInt8, blue: UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six channel levels of the 6×6×6 cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The RGB value of a palette index.
  static func rgb(ofIndex index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
    switch index {
    case 0..<16:
      return ansi[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (
        UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]),
        UInt8(cubeLevels[cube % 6])
      )
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    }
  }

  /// The closest of indices 16–255 (cube or grey ramp, whichever is nearer by RGB distance).
  ///
  /// Indices 0–15 are skipped because terminals repaint them; 16–255 are stable.
  static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let channels = [Int(red), Int(green), Int(blue)]
    let cube = channels.map(nearestCubeLevel)
    let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    let cubeColor = cube.map { cubeLevels[$0] }
    let average = (channels[0] + channels[1] + channels[2]) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let grey = 8 + 10 * greyStep
    let cubeDistance = squaredDistance(channels, cubeColor)
    let greyDistance = squaredDistance(channels, [grey, grey, grey])
    return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
  }

  /// The closest of the 16 ANSI colours, compared in CIELAB so that, e.g., coral stays red
  /// instead of turning grey as plain RGB distance would have it.
  static func nearestANSI(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let target = lab(red, green, blue)
    var best = 0
    var bestDistance = Double.infinity
    for (index, candidate) in ansiLab.enumerated() {
      let distance =
        (target.0 - candidate.0) * (target.0 - candidate.0)
        + (target.1 - candidate.1) * (target.1 - candidate.1)
        + (target.2 - candidate.2) * (target.2 - candidate.2)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  private static let ansiLab: [(Double, Double, Double)] = ansi.map { lab($0.0, $0.1, $0.2) }

  private static func nearestCubeLevel(_ value: Int) -> Int {
    var best = 0
    for (index, level) in cubeLevels.enumerated()
    where abs(level - value) < abs(cubeLevels[best] - value) {
      best = index
    }
    return best
  }

  private static func squaredDistance(_ a: [Int], _ b: [Int]) -> Int {
    zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
  }

  /// sRGB → CIELAB (D65).
  private static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (Double, Double, Double) {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
}
