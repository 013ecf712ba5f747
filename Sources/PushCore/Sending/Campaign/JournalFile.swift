import Dispatch
import Foundation
import Synchronization

/// The journal's file: records are appended to a buffer and made durable in batches by one
/// serial writer (group commit), so a campaign pays one `fdatasync` per batch, not per token.
///
/// An *urgent* record ("about to send") is written and synced as soon as the writer is free;
/// the caller waits for `waitDurable` before the request goes out, so a request is never sent
/// before its record is on disk. Other records (outcomes) are synced within `lazyDelay`
/// (100 ms) at the latest, or earlier with the next urgent batch. The first failed `write` or
/// `fdatasync` is kept as `failure`: nothing more is written, and every waiter is told no.
final class JournalFile: Sendable {
  private struct State {
    var buffer: [UInt8] = []
    var appended = 0
    var durable = 0
    var waiters: [(sequence: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    var flushQueued = false
    var timerArmed = false
    var failure: String?
  }

  let path: String
  private let fd: Int32
  private let lazyDelay: Double
  private let state = Mutex(State())
  private let queue = DispatchQueue(label: "fcm-compose.journal")

  /// Wraps `fd`, opened for appending; the file owns it from now on.
  init(fd: Int32, path: String, lazyDelay: Double = 0.1) {
    self.fd = fd
    self.path = path
    self.lazyDelay = lazyDelay
  }

  deinit {
    close(fd)
  }

  /// The first write or sync error; once set, nothing more reaches the file.
  var failure: String? { state.withLock { $0.failure } }

  /// Appends `text` (whole records, newline-terminated) and returns its sequence number.
  @discardableResult
  func append(_ text: String, urgent: Bool) -> Int {
    append(urgent: urgent) { $0.appendText(text) }
  }

  /// Appends `record`'s line and returns its sequence number.
  @discardableResult
  func append(_ record: JournalRecord, urgent: Bool) -> Int {
    append(urgent: urgent) { record.write(to: &$0) }
  }

  /// Appends what `write` adds to the buffer (whole records) and returns its sequence number.
  private func append(urgent: Bool, _ write: (inout [UInt8]) -> Void) -> Int {
    let (sequence, flush, arm) = state.withLock { s -> (Int, Bool, Bool) in
      write(&s.buffer)
      s.appended += 1
      let flush = urgent && !s.flushQueued && s.failure == nil
      if flush { s.flushQueued = true }
      let arm = !urgent && !s.timerArmed && !s.flushQueued && s.failure == nil
      if arm { s.timerArmed = true }
      return (s.appended, flush, arm)
    }
    if flush { queue.async { self.flushNow() } }
    if arm {
      queue.asyncAfter(deadline: .now() + lazyDelay) {
        self.state.withLock { $0.timerArmed = false }
        self.flushNow()
      }
    }
    return sequence
  }

  /// Waits until record `sequence` is on disk. False when the journal failed before that.
  func waitDurable(_ sequence: Int) async -> Bool {
    await withCheckedContinuation { continuation in
      let answer: Bool? = state.withLock { s in
        if s.durable >= sequence { return true }
        if s.failure != nil { return false }
        s.waiters.append((sequence, continuation))
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Writes and syncs everything appended so far, before returning. False on failure.
  @discardableResult
  func sync() -> Bool {
    queue.sync { flushNow() }
    return failure == nil
  }

  /// Runs on `queue` only: writes the buffer, syncs, and answers the waiters it covers.
  private func flushNow() {
    let (bytes, upTo, failed) = state.withLock { s -> ([UInt8], Int, Bool) in
      s.flushQueued = false
      defer { s.buffer.removeAll(keepingCapacity: true) }
      return (s.buffer, s.appended, s.failure != nil)
    }
    var error: String?
    if !failed, !bytes.isEmpty {
      error = Self.writeAll(fd: fd, bytes) ?? (fdatasync(fd) == 0 ? nil : Self.reason(errno))
    }
    let (ready, ok) = state.withLock { s -> ([CheckedContinuation<Bool, Never>], Bool) in
      if let error, s.failure == nil { s.failure = error }
      let ok = s.failure == nil
      if ok { s.durable = max(s.durable, upTo) }
      var ready: [CheckedContinuation<Bool, Never>] = []
      s.waiters.removeAll { waiter in
        guard !ok || waiter.sequence <= s.durable else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return (ready, ok)
    }
    for continuation in ready { continuation.resume(returning: ok) }
  }

  /// Writes all of `bytes`; the error's reason, or nil.
  static func writeAll(fd: Int32, _ bytes: [UInt8]) -> String? {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return reason(errno)
      }
      offset += n
    }
    return nil
  }

  static func reason(_ code: Int32) -> String {
    code == ENOSPC ? "the disk is full (ENOSPC)" : String(cString: strerror(code))
  }
}
