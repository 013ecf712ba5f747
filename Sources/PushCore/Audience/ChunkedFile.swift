import Foundation

/// A file read in chunks (64 KB) through `read(2)` into one buffer: bounded memory whatever
/// the file's size. Readers scan the current window (`base[start..<end]`) in their own tight
/// loops and move `start` on; `refill()` reads the next chunk once the window is used up.
final class ChunkedFile {
  /// The default chunk size.
  static let chunkSize = 1 << 16

  private let fd: Int32
  /// The buffer (`capacity` bytes, owned).
  let base: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  /// The unread window is `base[start..<end]`.
  @exclusivity(unchecked) var start = 0
  @exclusivity(unchecked) private(set) var end = 0
  private var atEOF = false

  /// Opens `path`; throws the system's reason. `chunkSize` is for tests (chunk boundaries).
  init(path: String, chunkSize: Int = ChunkedFile.chunkSize) throws(AudienceError) {
    fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    capacity = max(1, chunkSize)
    base = .allocate(capacity: capacity)
  }

  deinit {
    close(fd)
    base.deallocate()
  }

  /// Whether the window holds at least one byte (reading the next chunk when it is empty);
  /// false at the end of the file.
  @inline(__always)
  func available() -> Bool {
    start < end || refill()
  }

  /// The next byte, or nil at the end.
  @inline(__always)
  func next() -> UInt8? {
    guard available() else { return nil }
    let byte = base[start]
    start += 1
    return byte
  }

  /// The next byte without consuming it.
  @inline(__always)
  func peek() -> UInt8? {
    guard available() else { return nil }
    return base[start]
  }

  /// The bytes of the current chunk, read without consuming them (to sniff the delimiter).
  func lookahead() -> ArraySlice<UInt8> {
    guard available() else { return [] }
    return Array(UnsafeBufferPointer(start: base + start, count: end - start))[...]
  }

  /// Consumes `count` bytes of the current chunk (after `lookahead()`).
  func skip(_ count: Int) { start = min(end, start + count) }

  /// Reads the next chunk into the buffer (the window must be used up); false at the end of
  /// the file or on a read error.
  func refill() -> Bool {
    guard !atEOF else { return false }
    var n: Int
    repeat {
      n = read(fd, base, capacity)
    } while n < 0 && errno == EINTR
    guard n > 0 else {
      atEOF = true
      start = 0
      end = 0
      return false
    }
    start = 0
    end = n
    return true
  }
}
