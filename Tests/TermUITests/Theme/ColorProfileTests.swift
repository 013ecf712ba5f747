import Testing

@testable import TermUI

@Suite struct ColorProfileTests {
  func detect(_ environment: [String: String], tty: Bool = true, colors: Int? = nil)
    -> ColorProfile
  {
    ColorProfile.detect(isTTY: tty, environment: environment, terminalColors: colors)
  }

  @Test func detectsFromEnvironment() {
    #expect(detect(["TERM": "xterm-256color"]) == .ansi256)
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(detect(["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
    #expect(detect(["TERM": "xterm-direct"]) == .trueColor)
    #expect(detect(["TERM": "xterm"]) == .ansi16)
    #expect(detect(["TERM": "linux"]) == .ansi16)
  }

  @Test func noColorGivesMonoAndPipesGiveNoTTY() {
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .mono)
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
    #expect(detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .noTTY)
    #expect(detect(["TERM": "xterm-256color"], tty: false) == .noTTY)
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "1"], tty: false) == .noTTY)
  }

  @Test func terminalColourCountCapsTheProfile() {
    let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(detect(truecolor, colors: 256) == .ansi256)
    #expect(detect(truecolor, colors: 16_777_216) == .trueColor)
    #expect(detect(truecolor, colors: 8) == .ansi16)
    #expect(detect(truecolor, colors: 0) == .mono)
    #expect(detect(["TERM": "xterm"], colors: 256) == .ansi16)
    #expect(ColorProfile.noTTY < .mono && .mono < .ansi16 && .ansi16 < .ansi256)
    #expect(ColorProfile.ansi256 < .trueColor)
  }

  @Test func coralDownsamplesToSalmonAndRed() {
    let coral = Color.rgb(0xFF, 0x7B, 0x72)
    #expect(ColorProfile.trueColor.convert(coral) == coral)
    #expect(ColorProfile.ansi256.convert(coral) == .indexed(209))
    // Plain RGB distance would pick bright-black (grey); CIELAB keeps it red.
    #expect(ColorProfile.ansi16.convert(coral) == .ansi(1))
    #expect(ColorProfile.mono.convert(coral) == nil)
    #expect(ColorProfile.noTTY.convert(coral) == nil)
  }

  @Test func rgbPicksTheCloserOfCubeAndGreyRamp() {
    // Dark grey: the ramp's 238 (#444444) beats the cube's 59 (#5f5f5f) and 16 (#000000).
    #expect(ColorProfile.ansi256.convert(.rgb(0x44, 0x44, 0x44)) == .indexed(238))
    #expect(ColorProfile.ansi256.convert(.rgb(0x00, 0x00, 0x00)) == .indexed(16))
    #expect(ColorProfile.ansi256.convert(.rgb(0xFF, 0xFF, 0xFF)) == .indexed(231))
    #expect(ColorProfile.ansi256.convert(.rgb(0x1D, 0x23, 0x30)) == .indexed(235))
    #expect(ColorProfile.ansi256.convert(.rgb(0x79, 0xC0, 0xFF)) == .indexed(111))
  }

  @Test func indexedColoursReachTheSixteen() {
    #expect(ColorProfile.ansi16.convert(.indexed(4)) == .ansi(4))
    #expect(ColorProfile.ansi16.convert(.indexed(196)) == .ansi(9))
    #expect(ColorProfile.ansi16.convert(.indexed(22)) == .ansi(2))
    #expect(ColorProfile.ansi16.convert(.indexed(255)) == .ansi(7))
    #expect(ColorProfile.ansi256.convert(.indexed(196)) == .indexed(196))
    #expect(ColorProfile.ansi16.convert(.default) == .default)
    #expect(ColorProfile.ansi16.convert(.ansi(12)) == .ansi(12))
  }
}
