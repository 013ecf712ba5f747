/// The xterm key sequences (`ESC [ … final`, `ESC O final`) that arrive as plain bytes when the
/// terminal library does not know them: a `TERM` that describes another terminal (vt100 in
/// tmux, xterm over SSH from something else) leaves Home, End, Delete, modified arrows and
/// F-keys undecoded. `InputDecoder` reads them with this, so End is End, and a sequence it does
/// not know is dropped instead of typed into a field as `4~`.
struct EscapeSequence: Sendable {
  /// `[` (CSI) or `O` (SS3).
  let introducer: Unicode.Scalar
  /// Parameter and intermediate bytes so far (`1;5`).
  private(set) var parameters = ""

  init(introducer: Unicode.Scalar) {
    self.introducer = introducer
  }

  /// What feeding `scalar` did.
  enum Step: Equatable {
    /// It belongs to the sequence, which goes on.
    case more
    /// It ended the sequence: the key it stands for, or nil for one this does not know.
    case finished(KeyEvent?)
    /// It cannot be part of a sequence (the bytes so far were something else).
    case notASequence
  }

  mutating func feed(_ scalar: Unicode.Scalar) -> Step {
    let v = scalar.value
    if introducer == "O" {
      guard (0x40...0x7E).contains(v) else { return .notASequence }
      return .finished(Self.key(final: scalar, code: nil, modifiers: []))
    }
    if (0x20...0x3F).contains(v) {
      parameters.unicodeScalars.append(scalar)
      return .more
    }
    guard (0x40...0x7E).contains(v) else { return .notASequence }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    let code = numbers.first ?? nil
    let modifiers = numbers.count > 1 ? Self.modifiers(numbers[1] ?? 1) : []
    return .finished(Self.key(final: scalar, code: code, modifiers: modifiers))
  }

  /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta).
  private static func modifiers(_ parameter: Int) -> KeyModifiers {
    let bits = max(0, parameter - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.ctrl) }
    return modifiers
  }

  private static func key(final: Unicode.Scalar, code: Int?, modifiers: KeyModifiers)
    -> KeyEvent?
  {
    let key: KeyCode
    switch final {
    case "A": key = .up
    case "B": key = .down
    case "C": key = .right
    case "D": key = .left
    case "H": key = .home
    case "F": key = .end
    case "Z": return KeyEvent(.backTab, modifiers: modifiers)
    case "P", "Q", "R", "S": key = .f(Int(final.value) - 0x50 + 1)
    case "~":
      guard let tilde = code.flatMap(Self.tildeKey) else { return nil }
      key = tilde
    default: return nil
    }
    return KeyEvent(key, modifiers: modifiers)
  }

  /// `ESC [ n ~` keys (the VT220 numbering xterm uses).
  private static func tildeKey(_ n: Int) -> KeyCode? {
    switch n {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .f(n - 10)
    case 17...21: .f(n - 11)
    case 23, 24: .f(n - 12)
    default: nil
    }
  }
}
