import Foundation

/// Reads a regular file line by line in 64 KB chunks (bounded memory whatever the file size).
///
/// - Only regular files are read: a directory, FIFO, socket or device is refused when opened
///   (a FIFO would block, or be read once by the count and again by the send).
/// - A line longer than `maximumLineLength` is not kept: it comes back as `.tooLong` and
///   reading goes on with the next line.
/// - A read error is thrown; it never looks like the end of the file.
public final class LineSource {
  /// One line, without its newline.
  enum Line: Equatable {
    /// The line's bytes.
    case bytes([UInt8])
    /// A line longer than `maximumLineLength`, skipped; its length in bytes.
    case tooLong(length: Int)
  }

  /// The longest line kept: 1 MiB.
  public static let maximumLineLength = 1 << 20

  private let fd: Int32
  private let path: String
  private let maximumLineLength: Int
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var pending: [UInt8] = []
  /// The length of the over-long line being skipped, if any.
  private var skipping: Int?
  private var start = 0
  private var end = 0
  private var atEOF = false

  /// Opens `path`; throws a readable reason when it cannot be read or is not a regular file.
  init(path: String, maximumLineLength: Int = LineSource.maximumLineLength) throws(SendError) {
    self.path = path
    self.maximumLineLength = maximumLineLength
    // O_NONBLOCK: opening a FIFO with no writer would otherwise hang before fstat can refuse it.
    fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw .input(path: path, reason: String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw .input(path: path, reason: reason)
    }
    if let kind = Self.notRegular(info.st_mode) {
      close(fd)
      throw .input(path: path, reason: "it is \(kind), not a regular file")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
  }

  deinit { close(fd) }

  /// What a non-regular file is, in words; nil for a regular file.
  static func notRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR, S_IFBLK: return "a device"
    default: return "not a file"
    }
  }

  /// The next line; nil at the end of the file.
  func next() throws(SendError) -> Line? {
    while true {
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        defer { start = newline + 1 }
        if let skipped = skipping {
          skipping = nil
          return .tooLong(length: skipped + newline - start)
        }
        if pending.count + newline - start > maximumLineLength {
          defer { pending.removeAll(keepingCapacity: true) }
          return .tooLong(length: pending.count + newline - start)
        }
        var line = pending
        line.append(contentsOf: buffer[start..<newline])
        pending.removeAll(keepingCapacity: true)
        return .bytes(line)
      }
      if let skipped = skipping {
        skipping = skipped + end - start
      } else if pending.count + end - start > maximumLineLength {
        skipping = pending.count + end - start
        pending = []
      } else {
        pending.append(contentsOf: buffer[start..<end])
      }
      start = 0
      end = 0
      if atEOF {
        if let skipped = skipping {
          skipping = nil
          return .tooLong(length: skipped)
        }
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return .bytes(pending)
      }
      try fill()
    }
  }

  private func fill() throws(SendError) {
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        end = n
        return
      }
      if n == 0 {
        atEOF = true
        return
      }
      if errno == EINTR { continue }
      throw .input(path: path, reason: "read failed: " + String(cString: strerror(errno)))
    }
  }
}
