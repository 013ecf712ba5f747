import Foundation

/// A file opened for appending with plain `write(2)` calls: what a journal needs so that each
/// record reaches the kernel (and survives the process being killed) as soon as it is written.
/// Optionally buffered for files where that matters less (reports).
final class AppendOnlyFile {
  let path: String
  private let fd: Int32
  private var buffer: [UInt8] = []
  private let bufferLimit: Int
  private(set) var failure: String?

  /// Opens (creating with mode 0600, or truncating when `truncate`) for appending.
  init(path: String, truncate: Bool, bufferLimit: Int = 0) throws(SendError) {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncate ? O_TRUNC : 0)
    fd = open(path, flags, 0o600)
    guard fd >= 0 else { throw .output(path: path, reason: String(cString: strerror(errno))) }
    self.path = path
    self.bufferLimit = bufferLimit
  }

  deinit {
    flush()
    close(fd)
  }

  /// Appends text; unbuffered files write it at once.
  func append(_ text: String) {
    append { $0.appendText(text) }
  }

  /// Appends what `write` adds to the buffer; unbuffered files write it at once.
  func append(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    if buffer.count > bufferLimit { flush() }
  }

  /// Writes out anything buffered and syncs the file; false when any write failed.
  func sync() -> Bool {
    flush()
    if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    return failure == nil
  }

  /// Writes out anything buffered.
  func flush() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { raw in
        write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        if failure == nil { failure = String(cString: strerror(errno)) }
        break
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
