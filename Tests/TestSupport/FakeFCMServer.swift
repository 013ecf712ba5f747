import Foundation
import PushCore

/// Runs `Tests/FakeFCM/fake_fcm.py` (a fake FCM HTTP v1 + OAuth token server) on a free
/// loopback port with a throwaway service account, for send tests.
public final class FakeFCMServer: @unchecked Sendable {
  /// One request the server saw on `messages:send`.
  public struct Recorded: Sendable, Equatable {
    /// HTTP status the server answered.
    public var status: Int
    /// The request body as compact-ish JSON text (re-serialised by Python).
    public var body: String
    /// `message.token`, if any.
    public var token: String?
    /// Whether `validate_only` was true.
    public var validateOnly: Bool
    /// The request body exactly as sent (bytes decoded as UTF-8).
    public var raw: String = ""
  }

  /// The project the server accepts.
  public let project: String
  /// `http://127.0.0.1:PORT`.
  public let baseURL: String
  /// The service-account key file (its `token_uri` points at this server).
  public let serviceAccountPath: String
  /// The temporary directory holding the key and anything a test writes (removed with the
  /// server).
  public var directory: URL { scratch.url }
  private let scratch: TemporaryDirectory
  private let process: Process
  private let admin: CurlTransport

  /// Starts a server. `arguments` are extra flags (`--transient-rate 0.05`, `--token-lifetime`).
  public init(project: String = "demo-project", arguments: [String] = []) throws {
    self.project = project
    scratch = try TemporaryDirectory(prefix: "fake-fcm")
    let keyPath = scratch.appending("key.pem").path
    try Self.runTool(
      "/usr/bin/env",
      [
        "openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out",
        keyPath,
      ])
    let pem = try String(contentsOfFile: keyPath, encoding: .utf8)
    serviceAccountPath = scratch.appending("service-account.json").path
    try Self.writeServiceAccount(
      pem: pem, project: project, tokenURI: "http://127.0.0.1:1/token", to: serviceAccountPath)

    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", Self.scriptPath, "--service-account", serviceAccountPath, "--project", project]
      + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let port: Int
    do {
      port = try Self.readPort(output.fileHandleForReading)
    } catch {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw error
    }
    baseURL = "http://127.0.0.1:\(port)"
    try Self.writeServiceAccount(
      pem: pem, project: project, tokenURI: baseURL + "/token", to: serviceAccountPath)
    admin = CurlTransport(maxConnections: 2)
  }

  deinit { stop() }

  /// Stops the server (idempotent). Its files go with the server object.
  public func stop() {
    // SIGKILL: a child of the test runner inherits its blocked-signal mask, so SIGTERM
    // might never arrive.
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Every `messages:send` request seen so far.
  public func requests() async throws -> [Recorded] {
    let json = try await call("GET", "/__admin/requests")
    let list = (json["requests"] as? [[String: Any]]) ?? []
    return list.map { item in
      let body = item["body"] as? [String: Any] ?? [:]
      let message = body["message"] as? [String: Any] ?? [:]
      let text =
        (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
      return Recorded(
        status: item["status"] as? Int ?? 0, body: text, token: message["token"] as? String,
        validateOnly: body["validate_only"] as? Bool ?? false, raw: item["raw"] as? String ?? "")
    }
  }

  /// Tokens FCM accepted (HTTP 200), with how many times each was accepted.
  public func deliveredCounts() async throws -> [String: Int] {
    var counts: [String: Int] = [:]
    for r in try await requests() where r.status == 200 {
      if let token = r.token { counts[token, default: 0] += 1 }
    }
    return counts
  }

  /// The server's counters (`token_requests`, `send_requests`, `delivered`, …).
  public func stats() async throws -> [String: Int] {
    let json = try await call("GET", "/__admin/stats")
    return json.compactMapValues { $0 as? Int }
  }

  /// Queues faults (JSON objects, see fake_fcm.py) for the next send requests.
  public func queueFaults(_ faultsJSON: String) async throws {
    _ = try await call("POST", "/__admin/faults", body: "{\"faults\": \(faultsJSON)}")
  }

  /// Updates server settings (JSON object), e.g. `{"transient_rate": 0.05}`.
  public func configure(_ json: String) async throws {
    _ = try await call("POST", "/__admin/config", body: json)
  }

  func call(_ method: String, _ path: String, body: String = "") async throws -> [String:
    Any]
  {
    let response = try await admin.perform(
      HTTPRequest(url: baseURL + path, method: method, body: Array(body.utf8), timeout: 10))
    return (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
  }

  private static var scriptPath: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FakeFCM/fake_fcm.py").path
  }

  private static func writeServiceAccount(
    pem: String, project: String, tokenURI: String, to path: String
  ) throws {
    let account: [String: Any] = [
      "type": "service_account", "project_id": project, "private_key_id": "test-key-1",
      "private_key": pem, "client_email": "sender@\(project).iam.gserviceaccount.com",
      "client_id": "1234567890", "token_uri": tokenURI,
      "auth_uri": "https://accounts.google.com/o/oauth2/auth",
    ]
    let data = try JSONSerialization.data(withJSONObject: account, options: [.prettyPrinted])
    try data.write(to: URL(fileURLWithPath: path))
  }

  private static func readPort(_ handle: FileHandle) throws -> Int {
    var text = ""
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("READY ") }),
        let port = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
      {
        return port
      }
    }
    throw FakeFCMServerError.notReady(text)
  }

  private static func runTool(_ path: String, _ arguments: [String]) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else {
      throw FakeFCMServerError.toolFailed(arguments.joined(separator: " "))
    }
  }
}

/// Why the fake server could not start.
public enum FakeFCMServerError: Error, CustomStringConvertible {
  case notReady(String)
  case toolFailed(String)

  public var description: String {
    switch self {
    case .notReady(let output):
      "fake_fcm.py did not print READY (python3 + cryptography needed): \(output)"
    case .toolFailed(let command): "failed: \(command)"
    }
  }
}
