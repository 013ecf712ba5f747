import Foundation

/// Reads a file line by line in 64 KB chunks (bounded memory whatever the file size).
final class LineSource {
  private let fd: Int32
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var pending: [UInt8] = []
  private var start = 0
  private var end = 0
  private var atEOF = false

  /// Opens `path`; throws a readable reason.
  init(path: String) throws(SendError) {
    fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw .output(path: path, reason: String(cString: strerror(errno)))
    }
  }

  deinit { close(fd) }

  /// The next line's bytes without the newline; nil at the end. A line over 1 MiB ends the file.
  func nextBytes() -> [UInt8]? {
    while true {
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        var line = pending
        line.append(contentsOf: buffer[start..<newline])
        pending.removeAll(keepingCapacity: true)
        start = newline + 1
        return line
      }
      pending.append(contentsOf: buffer[start..<end])
      start = 0
      end = 0
      if pending.count > 1 << 20 {
        pending.removeAll()
        atEOF = true
        return Array("<line longer than 1 MiB>".utf8)
      }
      if atEOF {
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return pending
      }
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { atEOF = true } else { end = n }
    }
  }

  /// The next line as text.
  func nextLine() -> String? {
    nextBytes().map { String(decoding: $0, as: UTF8.self) }
  }
}
