import Synchronization

/// The looks cells refer to by id: a style and a role, interned together so a cell is eight
/// bytes. Ids are stable for the life of the process and canonical (equal looks, equal ids), so
/// cells compare by their bytes; the table only grows, by the distinct styles a theme and its
/// overlays produce (a few hundred). Id 0 is the plain style with no role (`Cell.blank`).
///
/// Drawing interns once per span, not per cell (`setString` builds one cell and changes only
/// its symbol), and a `Pen` carries its id, so the lookup stays off the per-cell path.
@usableFromInline
enum CellLooks {
  /// A style and a role code (`Cell.roleCode`).
  @usableFromInline
  struct Look: Hashable, Sendable {
    @usableFromInline var style: PackedStyle
    @usableFromInline var roleCode: UInt32
  }

  /// The looks by id, and an open-addressed index of them (a multiplicative hash of the
  /// look's 14 bytes: SipHash through `Dictionary` cost five times as much, and a frame
  /// interns every pen it lays over a base).
  private struct Table {
    var looks: [Look] = []
    /// `id + 1` of the look that hashed there, 0 for none; a power of two, under half full.
    var slots = [UInt32](repeating: 0, count: 1024)

    init() {
      _ = id(of: Look(style: PackedStyle(.plain), roleCode: 0))  // id 0
    }

    mutating func id(of look: Look) -> UInt32 {
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: Table.hash(look)) & mask
      while slots[i] != 0 {
        let id = slots[i] - 1
        if looks[Int(id)] == look { return id }
        i = (i + 1) & mask
      }
      let id = UInt32(looks.count)
      looks.append(look)
      slots[i] = id + 1
      if looks.count * 2 > slots.count { rehash(count: slots.count * 2) }
      return id
    }

    private mutating func rehash(count: Int) {
      slots = [UInt32](repeating: 0, count: count)
      for (id, look) in looks.enumerated() {
        var i = Int(truncatingIfNeeded: Table.hash(look)) & (count - 1)
        while slots[i] != 0 { i = (i + 1) & (count - 1) }
        slots[i] = UInt32(id) + 1
      }
    }

    private static func hash(_ look: Look) -> UInt64 {
      let a = UInt64(look.style.foreground) << 32 | UInt64(look.style.background)
      let b = UInt64(look.style.modifiers) << 32 | UInt64(look.roleCode)
      let h = (a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F)
      return ((h ^ (h >> 29)) &* 0x1656_67B1_9E37_79F9) >> 32
    }
  }

  private static let table = Mutex(Table())

  /// The id of `style` with the role `roleCode`, interning it on first use.
  @usableFromInline
  static func id(style: PackedStyle, roleCode: UInt32) -> UInt32 {
    let look = Look(style: style, roleCode: roleCode)
    return table.withLock { $0.id(of: look) }
  }

  /// The look with `id` (the plain one for an id this table never gave).
  @usableFromInline
  static func look(_ id: UInt32) -> Look {
    table.withLock { table in
      Int(id) < table.looks.count ? table.looks[Int(id)] : table.looks[0]
    }
  }
}
