import Foundation
import PushCore
import Testing

/// Paths and helpers shared by the export tests.
enum ExportPaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let golden = root.appendingPathComponent("Golden", isDirectory: true)
  static let fixtures = root.appendingPathComponent("Fixtures", isDirectory: true)
  static let captureScript = root.appendingPathComponent("Support/capture_send.py")
  /// The fixed clock of every export test (the console's Expires → apns-expiration).
  static let environment = ["FCM_COMPOSE_NOW": "1767225600"]
}

/// Runs an external program (python3, sh) and collects its output.
enum ExternalProcess {
  struct Result {
    var status: Int32
    var out: Data
    var err: String
  }

  static func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, out: outData,
      err: String(decoding: errData, as: UTF8.self))
  }

  /// Whether `python3` can import the Firebase Admin SDK's messaging module.
  static let pythonHasFirebaseAdmin: Bool = {
    let check = try? run(["python3", "-c", "import firebase_admin.messaging, google.auth"])
    return check?.status == 0
  }()

  /// Whether `curl` and `sh` are on the PATH.
  static let hasCurl: Bool = {
    (try? run(["sh", "-c", "command -v curl"]))?.status == 0
  }()
}
