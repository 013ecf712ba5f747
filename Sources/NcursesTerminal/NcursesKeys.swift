@preconcurrency import CNcursesShim
@preconcurrency import CNcursesw
import TermUI

/// Maps ncurses key codes (`KEY_CODE_YES` results of `get_wch`) to `RawInput`.
enum NcursesKeys {
  /// The raw input for a key code, or `nil` for codes handled elsewhere or unknown.
  static func input(for code: Int32) -> RawInput? {
    if let simple = simpleKeys[code] { return .key(simple.0, simple.1) }
    let f1 = fcm_key_f(1)
    if code >= f1 && code < f1 + 60 {
      let n = Int(code - f1)
      let groups: [KeyModifiers] = [[], .shift, .ctrl, [.ctrl, .shift], .alt]
      return .key(.f(n % 12 + 1), groups[n / 12])
    }
    if code == fcm_key_paste_start() { return .pasteStart }
    if code == fcm_key_paste_end() { return .pasteEnd }
    if code == fcm_key_focus_in() { return .event(.focusGained) }
    if code == fcm_key_focus_out() { return .event(.focusLost) }
    guard let name = keyname(code).map({ String(cString: $0) }) else { return nil }
    return extendedKey(named: name)
  }

  private static let simpleKeys: [Int32: (KeyCode, KeyModifiers)] = [
    KEY_UP: (.up, []), KEY_DOWN: (.down, []), KEY_LEFT: (.left, []), KEY_RIGHT: (.right, []),
    KEY_HOME: (.home, []), KEY_END: (.end, []), KEY_PPAGE: (.pageUp, []),
    KEY_NPAGE: (.pageDown, []), KEY_IC: (.insert, []), KEY_DC: (.delete, []),
    KEY_BACKSPACE: (.backspace, []), KEY_ENTER: (.enter, []), KEY_BTAB: (.backTab, []),
    KEY_SLEFT: (.left, .shift), KEY_SRIGHT: (.right, .shift), KEY_SR: (.up, .shift),
    KEY_SF: (.down, .shift), KEY_SHOME: (.home, .shift), KEY_SEND: (.end, .shift),
    KEY_SDC: (.delete, .shift), KEY_SIC: (.insert, .shift), KEY_SPREVIOUS: (.pageUp, .shift),
    KEY_SNEXT: (.pageDown, .shift), KEY_B2: (.char("5"), []), KEY_A1: (.home, []),
    KEY_C1: (.end, []), KEY_A3: (.pageUp, []), KEY_C3: (.pageDown, []),
  ]

  private static let extendedNames: [String: KeyCode] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kDC": .delete, "kIC": .insert, "kNXT": .pageDown, "kPRV": .pageUp,
  ]

  /// xterm-style modified keys ncurses reports by name: `kUP5` is Ctrl-Up (the digit minus
  /// one is a bit set: 1 Shift, 2 Alt, 4 Ctrl).
  static func extendedKey(named name: String) -> RawInput? {
    guard let digit = name.last?.wholeNumberValue, (2...8).contains(digit) else { return nil }
    guard let code = extendedNames[String(name.dropLast())] else { return nil }
    let bits = digit - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.ctrl) }
    return .key(code, modifiers)
  }
}
