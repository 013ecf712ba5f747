import Foundation

/// A detached tmux session on a private server socket (`-S`), for end-to-end tests of the real
/// binary: start a command at a fixed size, type, capture the screen, resize, and wait for text.
///
/// Every session has its own server (no user config), which exits when the session is killed.
/// Panes stay after their command exits (`remain-on-exit`), so `exitStatus()` can be read.
/// The socket lives in the session's own temporary directory, removed with the session (tmux
/// leaves the socket file behind when its server exits).
public final class TmuxSession: @unchecked Sendable {
  /// A failed tmux command or an expired wait.
  public enum Failure: Error, CustomStringConvertible {
    /// tmux exited non-zero.
    case commandFailed(arguments: [String], status: Int32, stderr: String)
    /// The text did not appear in time.
    case timeout(waitingFor: String, screen: String)

    /// A message for the test log.
    public var description: String {
      switch self {
      case .commandFailed(let arguments, let status, let stderr):
        "tmux \(arguments.joined(separator: " ")) exited \(status): \(stderr)"
      case .timeout(let text, let screen):
        "timed out waiting for \"\(text)\"; screen was:\n\(screen)"
      }
    }
  }

  /// The private socket's path.
  public let socket: String
  private let scratch: TemporaryDirectory
  /// The session (and target pane) name.
  public let name = "main"
  private var killed = false

  /// Whether a `tmux` binary is on the PATH (tests skip when it is not).
  public static var isAvailable: Bool { executablePath() != nil }

  /// Starts `command` (run by `sh -c`) in a `width`×`height` session with extra environment.
  public init(
    command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]
  ) throws {
    scratch = try TemporaryDirectory(prefix: "fcm-tmux")
    socket = scratch.appending("socket").path
    var arguments = [
      "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
      "set-option", "-g", "default-terminal", environment["TERM"] ?? "tmux-256color", ";",
      "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
    ]
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(key)=\(value)"]
    }
    arguments.append(command)
    try run(arguments)
  }

  deinit { kill() }

  /// Types `text` literally (no key-name lookup).
  public func sendLiteral(_ text: String) throws { try run(["send-keys", "-t", name, "-l", text]) }

  /// Presses named keys (`Enter`, `Escape`, `BTab`, `C-q`, `F1`, `Up` …).
  public func sendKeys(_ keys: String...) throws { try run(["send-keys", "-t", name] + keys) }

  /// Pastes `text` with bracketed paste (when the application asked for it).
  public func paste(_ text: String) throws {
    try run(["set-buffer", "--", text])
    try run(["paste-buffer", "-p", "-t", name])
  }

  /// The visible screen as text (`escapes` keeps SGR colour sequences).
  public func capture(escapes: Bool = false) throws -> String {
    try run(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : []))
  }

  /// A tmux format evaluated for the pane (`#{cursor_x}`, `#{alternate_on}` …).
  public func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", name, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the application has the alternate screen on (a TUI still holding the terminal).
  public func isAlternateScreenOn() throws -> Bool { try display("#{alternate_on}") == "1" }

  /// The command's exit status once it has exited (128 + signal when killed), else `nil`.
  ///
  /// tmux sometimes misses the SIGCHLD of a pane's process (seen under load: the pane is dead,
  /// the child a zombie, no status). Running a trivial `run-shell` makes the server fork and
  /// reap again, after which the status is known.
  public func exitStatus() throws -> Int32? {
    for _ in 0..<3 {
      let fields = try display("#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}")
        .split(separator: "|", omittingEmptySubsequences: false)
      guard fields.first == "1" else { return nil }
      if fields.count > 1, let status = Int32(fields[1]) { return status }
      if fields.count > 2, let signal = Int32(fields[2]) { return 128 + signal }
      try run(["run-shell", "true"])
    }
    return nil
  }

  /// Resizes the window (the application gets SIGWINCH).
  public func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls the screen every 25 ms until it contains `text`; returns that screen. The bound is
  /// generous: a passing wait returns as soon as the text shows, and a whole suite on a busy
  /// 2-core machine can hold a frame back for several seconds.
  @discardableResult
  public func waitForText(_ text: String, timeout: Duration = .seconds(30)) async throws -> String {
    try await waitUntil(description: text, timeout: timeout) { $0.contains(text) }
  }

  /// Polls the screen every 25 ms until `condition` holds; returns that screen.
  @discardableResult
  public func waitUntil(
    description: String, timeout: Duration = .seconds(30), _ condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var screen = ""
    while true {
      screen = try capture()
      if condition(screen) { return screen }
      if clock.now >= deadline { throw Failure.timeout(waitingFor: description, screen: screen) }
      try await Task.sleep(for: .milliseconds(25))
    }
  }

  /// Kills the session (and so the private server), then waits (up to 5 s) until the pane's
  /// processes have exited: the application gets SIGHUP and may still be writing (a recovery
  /// copy) into the test's temporary folder, which goes right after. Idempotent; the socket
  /// goes with the session object.
  public func kill() {
    guard !killed else { return }
    killed = true
    let pane = (try? display("#{pane_pid}")).flatMap { pid_t($0) }
    _ = try? run(["kill-server"])
    guard let pane, pane > 1 else { return }
    // The pane's command leads its own session and process group (tmux runs it under setsid).
    let deadline = ContinuousClock.now + .seconds(5)
    while Glibc.kill(-pane, 0) == 0, ContinuousClock.now < deadline { usleep(5_000) }
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    guard let tmux = Self.executablePath() else {
      throw Failure.commandFailed(arguments: arguments, status: 127, stderr: "tmux not found")
    }
    // Output goes to temporary files, not pipes: the server that the first command forks
    // inherits the descriptors and would hold a pipe open forever.
    let outURL = scratch.appending("\(UUID().uuidString).out")
    let errURL = scratch.appending("\(UUID().uuidString).err")
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let status = try Self.spawnAndWait(
      tmux, arguments: ["-S", socket, "-f", "/dev/null"] + arguments, stdout: outURL.path,
      stderr: errURL.path)
    let output = (try? Data(contentsOf: outURL)) ?? Data()
    let errors = (try? Data(contentsOf: errURL)) ?? Data()
    guard status == 0 else {
      throw Failure.commandFailed(
        arguments: arguments, status: status,
        stderr: String(decoding: errors, as: UTF8.self))
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Runs a program to completion with posix_spawn + waitpid. (Foundation's
  /// `Process.waitUntilExit` can hang forever on Linux when called from a Swift concurrency
  /// thread: it waits on a run loop nobody runs.)
  private static func spawnAndWait(
    _ path: String, arguments: [String], stdout: String, stderr: String
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // Test runners call this from worker threads that block most signals; the tmux server
    // (and the program under test) must start with none blocked and default handlers, or it
    // never sees SIGCHLD, SIGWINCH or SIGTERM.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure.commandFailed(
        arguments: arguments, status: spawned, stderr: "posix_spawn failed")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  private static func executablePath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
