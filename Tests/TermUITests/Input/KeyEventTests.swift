import TermUI
import Testing

/// How a key press is normalised: the keymap looks bindings up by equality, so every way a
/// terminal reports a press must come out as the one value a binding names.
@Suite struct KeyEventTests {
  @Test func controlWithAnUpperCaseLetterIsTheLowerCaseBinding() {
    for scalar in UInt8(ascii: "A")...UInt8(ascii: "Z") {
      let upper = Character(Unicode.Scalar(scalar))
      let lower = Character(Unicode.Scalar(scalar + 32))
      #expect(KeyEvent(.char(upper), modifiers: .ctrl) == .ctrl(lower))
      #expect(KeyEvent(.char(upper), modifiers: .ctrl).code == .char(lower))
    }
  }

  @Test(arguments: ["a", "z", "-", "1", "[", "@", "É", "é", "ß", "я", "🌸"] as [Character])
  func controlLeavesEverythingButUpperCaseAsciiLettersAlone(_ c: Character) {
    #expect(KeyEvent(.char(c), modifiers: .ctrl).code == .char(c))
    #expect(KeyEvent(.char(c), modifiers: .ctrl).modifiers == .ctrl)
  }

  @Test func shiftIsDroppedFromPrintableKeysUnlessControlOrAltIsHeld() {
    #expect(KeyEvent(.char("A"), modifiers: .shift) == .char("A"))
    #expect(KeyEvent(.char("A"), modifiers: [.ctrl, .shift]).modifiers == [.ctrl, .shift])
    #expect(KeyEvent(.char("A"), modifiers: [.ctrl, .shift]).code == .char("a"))
    #expect(KeyEvent(.char("A"), modifiers: [.alt, .shift]).modifiers == [.alt, .shift])
    #expect(KeyEvent(.tab, modifiers: .shift) == .backTab)
  }
}
