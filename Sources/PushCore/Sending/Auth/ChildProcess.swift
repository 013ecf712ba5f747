import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `/bin/sh -c COMMAND` in its own process group with standard input from /dev/null,
/// reading standard output and standard error together (neither can fill its pipe and
/// deadlock the other), each kept up to `outputLimit` bytes, and kills the whole group when
/// `timeout` passes.
struct ChildProcess {
  /// How a run ended.
  struct Outcome {
    /// Exit status, or nil when killed by a signal or the timeout.
    var status: Int32?
    /// True when the timeout killed it.
    var timedOut = false
    /// Standard output (at most `outputLimit` bytes).
    var stdout: [UInt8] = []
    /// Standard error (at most `outputLimit` bytes).
    var stderr: [UInt8] = []
  }

  var command: String
  var environment: [String: String]
  var timeout: Double
  var outputLimit = 1 << 20

  /// Runs the command; throws only when it cannot be started (the reason).
  func run() throws(ChildProcessError) -> Outcome {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0 else { throw .spawn(errnoText()) }
    guard pipe(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      throw .spawn(errnoText())
    }
    for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let pid: pid_t
    do {
      pid = try spawn(stdout: outPipe[1], stderr: errPipe[1])
    } catch {
      for fd in outPipe + errPipe { close(fd) }
      throw error
    }
    close(outPipe[1])
    close(errPipe[1])
    var outcome = Outcome()
    outcome.timedOut = !drain(out: outPipe[0], err: errPipe[0], into: &outcome)
    close(outPipe[0])
    close(errPipe[0])
    if outcome.timedOut { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    if !outcome.timedOut, status & 0x7f == 0 { outcome.status = (status >> 8) & 0xff }
    // Anything the command left running in its group goes too.
    kill(-pid, SIGKILL)
    return outcome
  }

  private func spawn(stdout: Int32, stderr: Int32) throws(ChildProcessError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let words: [String] = ["/bin/sh", "-c", command]
    let pairs: [String] = environment.map { "\($0.key)=\($0.value)" }
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0) } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard result == 0 else { throw .spawn(String(cString: strerror(result))) }
    return pid
  }

  /// Reads both pipes until both close; false when the timeout came first.
  private func drain(out: Int32, err: Int32, into outcome: inout Outcome) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var open: [Int32] = [out, err]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000, 1_000_000)) + 1)
      if ready < 0 {
        if errno == EINTR { continue }
        return true
      }
      for entry in fds where entry.revents != 0 {
        let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if n <= 0 {
          if n < 0 && errno == EINTR { continue }
          open.removeAll { $0 == entry.fd }
          continue
        }
        let bytes = buffer[0..<n]
        if entry.fd == out {
          outcome.stdout.append(contentsOf: bytes.prefix(outputLimit - outcome.stdout.count))
        } else {
          outcome.stderr.append(contentsOf: bytes.prefix(outputLimit - outcome.stderr.count))
        }
      }
    }
    return true
  }

  private func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Why a command could not be started.
enum ChildProcessError: Error {
  case spawn(String)
}
