@preconcurrency import CNcursesShim
import Synchronization
import TermUI

/// Held while ncurses fills in a capability: `tiparm` returns a buffer the next call reuses.
private let tiparmLock = Mutex(())

extension TerminalCapabilities {
  /// The claimed terminal's strings, as its terminfo entry (`TERM`) spells them; colours map
  /// to what it can show through `palette` (with `use_default_colors`, -1 is its default).
  @MainActor
  static func terminfo(palette: ColorPalette) -> TerminalCapabilities {
    func string(_ name: String) -> [UInt8] {
      guard let value = fcm_tistr(name) else { return [] }
      return TerminalCapabilities.withoutPadding(Array(String(cString: value).utf8))
    }
    let cup = string("cup")
    let setaf = string("setaf")
    let setab = string("setab")
    let clear = string("clear")
    let modifiers: [Modifiers: [UInt8]] = [
      .bold: string("bold"), .dim: string("dim"), .italic: string("sitm"),
      .underline: string("smul"), .reverse: string("rev"), .blink: string("blink"),
      .strikethrough: string("smxx"),
    ]
    // `tiparm`'s buffer is shared, so its calls must not overlap: a lock, not the main
    // actor, keeps them apart (the backend calls these on the main thread for every frame,
    // and `MainActor.assumeIsolated` ran the concurrency runtime's executor check each time).
    return TerminalCapabilities(
      clearScreen: clear.isEmpty ? Array("\u{1B}[H\u{1B}[2J".utf8) : clear,
      resetAttributes: string("sgr0"), defaultColors: string("op"),
      modifiers: modifiers.filter { !$0.value.isEmpty },
      hideCursor: string("civis"), showCursor: string("cnorm"),
      autoMargins: fcm_tiflag("am") != 0, lateWrap: fcm_tiflag("xenl") != 0,
      moveCursor: { row, column in Self.formatted(cup, Int32(row), Int32(column)) },
      foreground: { index in Self.formatted(setaf, index) },
      background: { index in Self.formatted(setab, index) },
      colorIndex: { palette.index(of: $0) })
  }

  /// The capability with numbers filled in (ncurses' `tiparm`), read at once, under the lock:
  /// it returns a buffer the next call reuses.
  private static func formatted(_ capability: [UInt8], _ numbers: Int32...) -> [UInt8] {
    guard !capability.isEmpty else { return [] }
    let text = String(decoding: capability, as: UTF8.self)
    return tiparmLock.withLock { _ in
      let result: UnsafePointer<CChar>? =
        numbers.count == 2
        ? fcm_tiparm2(text, numbers[0], numbers[1]) : fcm_tiparm1(text, numbers[0])
      return result.map { TerminalCapabilities.withoutPadding(Array(String(cString: $0).utf8)) }
        ?? []
    }
  }
}
