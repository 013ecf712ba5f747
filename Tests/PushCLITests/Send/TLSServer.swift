import Foundation
import TestSupport

/// `Tests/FakeFCM/fake_tls.py`: an HTTPS server on loopback with a self-signed certificate,
/// which counts the connections it accepts.
final class TLSServer: @unchecked Sendable {
  let scratch: TemporaryDirectory
  let baseURL: String
  private let process: Process

  init() throws {
    scratch = try TemporaryDirectory(prefix: "fake-tls")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FakeFCM/fake_tls.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--dir", scratch.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard text.hasPrefix("READY "), let port = Int(text.dropFirst(6).prefix { $0.isNumber })
    else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "fake_tls: \(text)"])
    }
    baseURL = "https://127.0.0.1:\(port)"
  }

  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The server's self-signed certificate (PEM): a CA file that trusts it.
  var certificatePath: String { scratch.path + "/cert.pem" }

  /// Connections accepted so far.
  var connections: Int {
    let text = (try? String(contentsOfFile: scratch.path + "/connections", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").count
  }
}
