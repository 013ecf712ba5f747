import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// `doctor` as a new user first runs it, and the network lines it shows.
@Suite struct DoctorFirstRunTests {
  @Test func nothingConfiguredIsShortLinesWithTheNextStepFirst() async throws {
    let home = try TemporaryDirectory(prefix: "fcm-doctor")
    let result = await CLIHarness.run(
      ["doctor"], environment: ["HOME": home.path, "NO_GCE_CHECK": "true"], in: home)
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "✗ Credential  none found")
    #expect(lines.dropFirst().first?.hasSuffix("→ gcloud auth application-default login") == true)
    #expect(lines.contains { $0.hasSuffix("GOOGLE_APPLICATION_CREDENTIALS: not set") })
    #expect(lines.contains { $0.hasSuffix("metadata server: skipped (NO_GCE_CHECK=true)") })
    // Short lines (a path under the home folder aside), and no advice to run doctor itself.
    for line in lines where !line.contains(home.path) { #expect(line.count <= 80, "\(line)") }
    #expect(!result.out.contains("fcm-compose doctor"))
  }

  @Test func showsTheCAFileAndProxyInUse() async throws {
    let server = try FakeFCMServer()
    let bundle = try server.writeFile("corp-ca.pem", "-----BEGIN CERTIFICATE-----\n")
    let result = await CLIHarness.run(
      ["doctor", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL],
      environment: [
        "HOME": server.directory.path, "NO_GCE_CHECK": "true", "SSL_CERT_FILE": bundle,
        "HTTPS_PROXY": "http://user:secret@proxy.corp:3128",
      ], in: server.directory)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("✓ CA file       \(bundle) (from SSL_CERT_FILE)"), "\(result.out)")
    // Loopback never goes through the proxy.
    #expect(result.out.contains("✓ Proxy         none"))
    let named = await CLIHarness.run(
      ["doctor", "--credentials", server.serviceAccountPath, "--ca-file", "missing.pem"],
      environment: ["HOME": server.directory.path], in: server.directory)
    #expect(named.status == 2)
    #expect(named.err.contains("the CA file named by --ca-file cannot be read"))
  }
}
