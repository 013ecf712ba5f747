import Foundation

/// A file read in 64 KB chunks through `read(2)`, byte by byte: bounded memory whatever the
/// file's size.
final class ChunkedFile {
  private let fd: Int32
  // Read per byte: unchecked exclusivity spares a runtime access check on every byte (the
  // reader is never shared, and no access to these overlaps another).
  @exclusivity(unchecked) private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  @exclusivity(unchecked) private var start = 0
  @exclusivity(unchecked) private var end = 0
  private var atEOF = false

  /// Opens `path`; throws the system's reason.
  init(path: String) throws(AudienceError) {
    fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
  }

  deinit { close(fd) }

  /// The next byte, or nil at the end.
  @inline(__always)
  func next() -> UInt8? {
    if start == end, !refill() { return nil }
    let byte = buffer[start]
    start += 1
    return byte
  }

  /// The next byte without consuming it.
  @inline(__always)
  func peek() -> UInt8? {
    if start == end, !refill() { return nil }
    return buffer[start]
  }

  /// The bytes of the first chunk, read without consuming them (to sniff the delimiter).
  func lookahead() -> ArraySlice<UInt8> {
    if start == end { _ = refill() }
    return buffer[start..<end]
  }

  /// Consumes `count` bytes of the current chunk (after `lookahead()`).
  func skip(_ count: Int) { start = min(end, start + count) }

  private func refill() -> Bool {
    guard !atEOF else { return false }
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else {
      atEOF = true
      return false
    }
    start = 0
    end = n
    return true
  }
}
