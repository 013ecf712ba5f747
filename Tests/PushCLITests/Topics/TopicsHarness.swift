import Foundation
import PushCLI
import PushCore
import Synchronization
import TestSupport

/// Runs `topics`/`tokens`/`send` in-process against a fake FCM server, in its directory.
struct TopicsHarness {
  let server: FakeFCMServer

  var environment: [String: String] {
    [
      "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state", "NO_GCE_CHECK": "true",
    ]
  }

  /// Credentials and both endpoints pointing at the fake server.
  var connection: [String] {
    [
      "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL,
      "--iid-endpoint", server.baseURL,
    ]
  }

  /// Credentials and the FCM endpoint, for `send`.
  var sendConnection: [String] { Array(connection.prefix(4)) }

  func write(_ name: String, _ text: String) throws {
    try text.write(
      to: server.directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOf: server.directory.appendingPathComponent(name), encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: server.directory.appendingPathComponent(name).path)
  }

  /// Runs `fcm-compose ARGUMENTS` (the first word picks the command).
  func run(_ arguments: [String], interrupts: InterruptBox? = nil) async -> (Int32, Output) {
    let output = Output()
    let context = output.context(directory: server.directory, environment: environment)
    var environment = SendEnvironment.testing(retryPolicy: fastRetriesCLI)
    if let interrupts {
      environment.installInterruptHandler = { stop, _ in
        interrupts.install(stop)
        return {}
      }
    }
    let rest = Array(arguments.dropFirst())
    let status: Int32
    switch arguments.first {
    case "topics":
      status = await TopicsCommand.run(rest, context: context, environment: environment)
    case "tokens":
      status = await TokensCommand.run(rest, context: context, environment: environment)
    default:
      status = await SendCommand.run(arguments: rest, context: context, environment: environment)
    }
    return (status, output)
  }
}

/// Holds the graceful-stop closure a command installs, so a test can press Ctrl-C.
final class InterruptBox: Sendable {
  private let stop = Mutex<(@Sendable () -> Void)?>(nil)

  func install(_ action: @escaping @Sendable () -> Void) { stop.withLock { $0 = action } }

  /// Presses Ctrl-C once; false when no command has installed its handler yet.
  func interrupt() -> Bool {
    guard let action = stop.withLock({ $0 }) else { return false }
    action()
    return true
  }
}
