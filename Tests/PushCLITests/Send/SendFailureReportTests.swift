import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// A send that fails for everyone before or while talking to FCM (no access token, an
/// untrusted certificate) still puts every recipient in the report and counts the audience.
@Suite("send failures that stop everyone", .serialized)
struct SendFailureReportTests {
  static let tokens = (1...7).map { "device-token-\($0)-" + String(repeating: "x", count: 20) }

  private func run(
    _ arguments: [String], in directory: URL, env extra: [String: String] = [:]
  ) async throws -> (Int32, Output) {
    try #"{"message":{"notification":{"title":"Sale","body":"50% off"}}}"#.write(
      to: directory.appendingPathComponent("draft.json"), atomically: true, encoding: .utf8)
    try (Self.tokens.joined(separator: "\n") + "\n").write(
      to: directory.appendingPathComponent("tokens.txt"), atomically: true, encoding: .utf8)
    let output = Output()
    var env = [
      "HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data",
      "XDG_STATE_HOME": directory.path + "/state", "NO_GCE_CHECK": "true",
    ]
    env.merge(extra) { $1 }
    let status = await SendCommand.run(
      arguments: arguments, context: output.context(directory: directory, environment: env),
      environment: .testing(retryPolicy: fastRetriesCLI))
    return (status, output)
  }

  /// The report's token column, in file order.
  private func reportedTokens(_ path: URL) throws -> [String] {
    try String(contentsOf: path, encoding: .utf8).split(separator: "\n").dropFirst()
      .map { String($0.prefix { $0 != "," }) }
  }

  /// A service account whose token endpoint is down.
  private func unreachableCredential(_ server: FakeFCMServer) throws -> String {
    var account = try #require(
      try JSONSerialization.jsonObject(with: Data(server.serviceAccountJSON().utf8))
        as? [String: Any])
    account["token_uri"] = "http://127.0.0.1:1/token"
    let data = try JSONSerialization.data(withJSONObject: account)
    return try server.writeFile("down.json", String(decoding: data, as: UTF8.self))
  }

  @Test(arguments: [true, false])
  func tokenEndpointDownStillReportsEveryRecipient(dryRun: Bool) async throws {
    let server = try FakeFCMServer()
    let credential = try unreachableCredential(server)
    let (status, output) = try await run(
      [
        "draft.json", "--tokens-file", "tokens.txt", "--credentials", credential, "--endpoint",
        server.baseURL, "--report", "r.csv", "--concurrency", "2",
      ] + (dryRun ? ["--dry-run"] : []),
      in: server.directory)
    #expect(status == 1)
    let reported = try reportedTokens(server.directory.appendingPathComponent("r.csv"))
    #expect(reported.sorted() == Self.tokens.sorted())
    let verb = dryRun ? "Validated" : "Sent"
    #expect(
      output.stdout.contains(
        "\(verb) 0 of 7 in "), "\(output.stdout)")
    #expect(output.stdout.contains(": no access token from http://127.0.0.1:1/token: "))
    #expect(output.stdout.contains("Not sent: 7 (each is in r.csv as ABORTED)"))
    // The cause named is the credential's token_uri, not FCM's endpoint.
    #expect(output.stderr.contains("token_uri"))
    #expect(!output.stderr.contains("--endpoint"))
    #expect(try await server.requests().isEmpty)
  }

  @Test func anUntrustedCertificateIsNotRetried() async throws {
    let tls = try TLSServer()
    let scratch = try TemporaryDirectory(prefix: "fcm-tls")
    let (status, output) = try await run(
      [
        "draft.json", "--tokens-file", "tokens.txt", "--access-token", "ya29.test-token",
        "--project", "demo-project", "--endpoint", tls.baseURL, "--report", "r.json",
        "--concurrency", "1", "--max-attempts", "5", "--dry-run",
      ],
      in: scratch.url)
    #expect(status == 1)
    // One handshake, refused: no second attempt for this recipient, none for the others.
    #expect(tls.connections == 1)
    #expect(output.stderr.contains("TLS certificate of 127.0.0.1 is not trusted"))
    #expect(output.stderr.contains("--ca-file FILE"))
    #expect(output.stdout.contains("Validated 0 of 7"))
    let lines = try String(
      contentsOf: scratch.url.appendingPathComponent("r.json"), encoding: .utf8
    )
    .split(separator: "\n")
    #expect(lines.count == 7)
  }

  @Test func caFileAndSSLCertFileTrustTheServer() async throws {
    let tls = try TLSServer()
    let scratch = try TemporaryDirectory(prefix: "fcm-tls")
    let base = [
      "draft.json", "--token", Self.tokens[0], "--access-token", "ya29.test-token", "--project",
      "demo-project", "--endpoint", tls.baseURL, "--dry-run",
    ]
    let (status, output) = try await run(
      base + ["--ca-file", tls.certificatePath], in: scratch.url)
    #expect(status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Validated 1 of 1"))
    let (viaEnvironment, _) = try await run(
      base, in: scratch.url, env: ["SSL_CERT_FILE": tls.certificatePath])
    #expect(viaEnvironment == 0)
    let (viaCurl, _) = try await run(
      base, in: scratch.url, env: ["CURL_CA_BUNDLE": tls.certificatePath])
    #expect(viaCurl == 0)
    let (missing, bad) = try await run(base + ["--ca-file", "nope.pem"], in: scratch.url)
    #expect(missing == 2)
    #expect(bad.stderr.contains("nope.pem: the CA file named by --ca-file cannot be read"))
  }
}
