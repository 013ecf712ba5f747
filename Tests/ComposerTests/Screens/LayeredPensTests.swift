import Testing

@testable import Composer
@testable import TermUI

/// The frame's pen memo: each role's pen is made once per base style and comes back the same
/// however many roles a theme has (the table grows past its first 128 slots).
@Suite struct LayeredPensTests {
  let base = Style(background: .indexed(4))

  /// A pen per role that tells roles apart: its foreground is the role's index.
  func make(_ role: String) -> Pen {
    Pen(style: Style(foreground: .indexed(UInt8((Int(role.dropFirst(5)) ?? 0) % 256))), role: role)
  }

  @Test func everyRoleIsMadeOnceAndComesBackAsMade() {
    let pens = LayeredPens()
    let roles = (0..<300).map { "role.\($0)" }
    var made: [String] = []
    for _ in 0..<3 {
      for role in roles {
        let pen = pens.pen(role, over: base) { role in
          made.append(role)
          return make(role)
        }
        #expect(pen == make(role))
      }
    }
    #expect(made == roles)
  }

  @Test func anotherBaseOrAResetMakesThePensAgain() {
    let pens = LayeredPens()
    var made = 0
    let count = { (_: String) -> Pen in
      made += 1
      return make("role.1")
    }
    _ = pens.pen("ui.text", over: base, make: count)
    _ = pens.pen("ui.text", over: base, make: count)
    #expect(made == 1)
    _ = pens.pen("ui.text", over: Style(background: .indexed(2)), make: count)
    #expect(made == 2)
    pens.reset()
    _ = pens.pen("ui.text", over: Style(background: .indexed(2)), make: count)
    #expect(made == 3)
  }
}
