import CNcursesShim
import Glibc
import TermUI

/// Asks the terminal how wide it draws an emoji presentation sequence: DECRQM for mode 2027
/// (grapheme clustering: set means "❄️" takes two cells; supported but reset is switched on),
/// then "❄️" written at column 1 and the cursor read back with `CSI 6 n`. Nil when the terminal
/// does not answer within the timeout (the caller keeps one cell, what `wcwidth` says).
enum EmojiWidthProbe {
  static let query = "\r\u{1B}[?2027$p\u{2744}\u{FE0F}\u{1B}[6n"

  /// Runs the probe on stdin/stdout (the terminal must be claimed, in raw mode).
  static func run(timeoutMilliseconds: Int32) -> EmojiWidth? {
    fcm_write_raw(query)
    var answer: [UInt8] = []
    var waited: Int32 = 0
    while waited < timeoutMilliseconds {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let step: Int32 = 10
      let ready = poll(&descriptor, 1, step)
      waited += step
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 64)
      let count = read(STDIN_FILENO, &chunk, chunk.count)
      guard count > 0 else { break }
      answer += chunk[0..<count]
      if let width = EmojiWidth.probeAnswer(answer) {
        fcm_write_raw("\r  \r")  // the probe's glyph is repainted over anyway
        if width.enableGraphemeMode { fcm_write_raw("\u{1B}[?2027h") }
        return width.width
      }
    }
    fcm_write_raw("\r  \r")
    return nil
  }
}
