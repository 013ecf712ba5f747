import Foundation

/// A child process of a kill-loop test: started, optionally SIGKILLed, always reaped.
struct ChildProcess {
  let process: Process
  let output: URL

  /// Starts `executable` with `arguments` in `directory`; stdout and stderr go to `output`.
  init(
    _ executable: String, _ arguments: [String], directory: URL, environment: [String: String],
    output: URL
  ) throws {
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
    }
    let handle = try FileHandle(forWritingTo: output)
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    self.output = output
    try process.run()
  }

  /// SIGKILLs the child (if still running) and waits for it; true when the kill landed.
  /// Polls instead of `waitUntilExit`, which can hang when many children come and go.
  @discardableResult
  func kill() -> Bool {
    let landed = process.isRunning && Glibc.kill(process.processIdentifier, SIGKILL) == 0
    let deadline = ContinuousClock.now + .seconds(10)
    while process.isRunning, ContinuousClock.now < deadline { usleep(1000) }
    return landed && !process.isRunning && process.terminationReason == .uncaughtSignal
  }

  /// Waits for the child to exit by itself, up to `timeout`; its exit status, or nil.
  func wait(timeout: Duration) async throws -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    guard !process.isRunning else {
      kill()
      return nil
    }
    return process.terminationStatus
  }

  /// What the child printed.
  var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
}
