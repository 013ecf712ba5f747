import TermUI

/// The pens a `LayeredStyles` made, by role: each is a theme lookup and a look interned, and a
/// frame asks for the same few dozen roles hundreds of times (every JSON line's key, string
/// and punctuation). Kept across frames by the render cache, which empties it with its rows
/// when the styles change; a frame without a cache fills its own.
///
/// An open-addressed table hashed with FNV-1a over the role's bytes: a `[String: Pen]` cost
/// about 600 instructions a lookup (SipHash, in standard-library code that a typist's pause
/// leaves out of the caches), and a keystroke makes about 30 of them.
final class LayeredPens {
  /// Everything in one stored property: one exclusivity check a lookup, not one per field.
  private var table = Table()

  /// An empty memo.
  init() {}

  /// The pen for `role` laid over `base`, made with `make` the first time.
  func pen(_ role: String, over base: Style, make: (String) -> Pen) -> Pen {
    table.pen(role, over: base, make: make)
  }

  /// Forgets every pen (the styles changed).
  func reset() {
    table.reset()
  }

  private struct Table {
    var base: Style?
    var roles: [String?] = Array(repeating: nil, count: 128)
    var pens: [Pen?] = Array(repeating: nil, count: 128)
    var count = 0

    mutating func pen(_ role: String, over base: Style, make: (String) -> Pen) -> Pen {
      if base != self.base {
        reset()
        self.base = base
      }
      let slot = slot(of: role)
      if let pen = pens[slot] { return pen }
      let pen = make(role)
      insert(pen, for: role, at: slot)
      return pen
    }

    mutating func reset() {
      if count > 0 {
        for index in roles.indices {
          roles[index] = nil
          pens[index] = nil
        }
        count = 0
      }
      base = nil
    }

    /// The slot holding `role`, or the empty one where it belongs (never full: it doubles
    /// when half full).
    private func slot(of role: String) -> Int {
      let mask = roles.count - 1
      var slot = Self.hash(role) & mask
      while let held = roles[slot], held != role {
        slot = (slot + 1) & mask
      }
      return slot
    }

    private mutating func insert(_ pen: Pen, for role: String, at index: Int) {
      roles[index] = role
      pens[index] = pen
      count += 1
      guard count * 2 > roles.count else { return }
      let held = zip(roles, pens)
      roles = Array(repeating: nil, count: roles.count * 2)
      pens = Array(repeating: nil, count: roles.count)
      for case (let role?, let pen?) in held {
        let empty = slot(of: role)
        roles[empty] = role
        pens[empty] = pen
      }
    }

    private static func hash(_ role: String) -> Int {
      let hash = FNV1a.hash(role)
      return Int(truncatingIfNeeded: hash ^ hash >> 32)
    }
  }
}
