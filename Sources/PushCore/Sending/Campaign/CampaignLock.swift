import Foundation

/// An exclusive lock on one campaign, so two runs (two terminals, the CLI and the composer)
/// never send the same campaign at once.
///
/// The lock is `flock(2)` on `JOURNAL.lock`, which also records the holder's pid and start
/// time for the message a second run shows. The kernel drops the lock when its holder exits,
/// even on SIGKILL, so a stale file never blocks a resume. The file is removed on release;
/// a run that locked a file someone else removed meanwhile notices (inode check) and retries.
public final class CampaignLock: Sendable {
  /// Who holds a lock, as its file says.
  public struct Holder: Sendable, Equatable, CustomStringConvertible {
    /// Process id.
    public var pid: Int32
    /// When it took the lock (ISO 8601), if recorded.
    public var since: String?

    public var description: String {
      "process \(pid)" + (since.map { ", started \($0)" } ?? "")
    }
  }

  /// The lock file's path.
  public let path: String
  private let fd: Int32

  private init(path: String, fd: Int32) {
    self.path = path
    self.fd = fd
  }

  deinit {
    unlink(path)
    close(fd)
  }

  /// The lock file that goes with a journal.
  public static func path(forJournal journal: String) -> String { journal + ".lock" }

  /// Takes the lock for `journal`, or says who has it.
  public static func acquire(journal: String, now: Date) throws(SendError) -> CampaignLock {
    let path = Self.path(forJournal: journal)
    for _ in 0..<8 {
      let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard fd >= 0 else {
        throw .journal(
          path: journal,
          reason: "cannot create the lock \(path): \(String(cString: strerror(errno)))")
      }
      if flock(fd, LOCK_EX | LOCK_NB) != 0 {
        let holder = readHolder(fd: fd)
        close(fd)
        throw .journal(
          path: journal,
          reason: "another fcm-compose (\(holder.map(\.description) ?? "unknown process")) is "
            + "sending this campaign right now. Wait for it to finish, or stop it first; two "
            + "runs at once would send some tokens twice.")
      }
      var mine = stat()
      var current = stat()
      guard fstat(fd, &mine) == 0, stat(path, &current) == 0, mine.st_ino == current.st_ino,
        mine.st_dev == current.st_dev
      else {
        close(fd)  // removed by the previous holder after we opened it: try again
        continue
      }
      let stamp = ISO8601DateFormatter().string(from: now)
      let record = Array("pid \(getpid()) started \(stamp)\n".utf8)
      _ = ftruncate(fd, 0)
      _ = pwrite(fd, record, record.count, 0)
      return CampaignLock(path: path, fd: fd)
    }
    throw .journal(path: journal, reason: "cannot take the lock \(path): it keeps changing.")
  }

  private static func readHolder(fd: Int32) -> Holder? {
    var bytes = [UInt8](repeating: 0, count: 256)
    let n = pread(fd, &bytes, bytes.count, 0)
    guard n > 0 else { return nil }
    let words = String(decoding: bytes[0..<n], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard words.count >= 2, words[0] == "pid", let pid = Int32(words[1]) else { return nil }
    let since = words.count >= 4 && words[2] == "started" ? String(words[3]) : nil
    return Holder(pid: pid, since: since.map { TerminalSafe.escaped($0) })
  }
}
