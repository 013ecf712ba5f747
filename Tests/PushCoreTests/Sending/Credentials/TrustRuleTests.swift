import Foundation
import PushCore
import TestSupport
import Testing

/// Tokens and signed JWTs go only to Google API hosts and loopback unless a host is allowed;
/// tokens from commands and servers must look like RFC 6750 bearer tokens.
@Suite struct TrustRuleTests {
  @Test func credentialsGoOnlyToGoogleLoopbackOrAllowedHosts() throws {
    for url in [
      "https://fcm.googleapis.com", "https://oauth2.googleapis.com/token",
      "https://accounts.google.com/o/oauth2/token", "http://127.0.0.1:8080", "http://[::1]:9",
    ] {
      #expect(throws: Never.self) { try EndpointURL.trusted(url, role: "x", allowedHosts: []) }
    }
    for url in [
      "https://fcm.googleapis.com.evil.example", "https://evil.example/fcm.googleapis.com",
      "https://googleapis.com.example", "https://example.com",
    ] {
      let error = #expect(throws: SendError.self) {
        try EndpointURL.trusted(url, role: "the FCM endpoint", allowedHosts: [])
      }
      #expect(error?.description.contains("--allow-endpoint") == true, "\(url)")
    }
    #expect(
      try EndpointURL.trusted(
        "https://push-proxy.corp.example/", role: "x", allowedHosts: ["push-proxy.corp.example"])
        == "https://push-proxy.corp.example")
    #expect(throws: Never.self) {
      try EndpointURL.trusted("https://a.corp.example", role: "x", allowedHosts: ["*.corp.example"])
    }
  }

  @Test func aKeyFilesTokenURIIsCheckedToo() throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(server.serviceAccountJSON().utf8))
        as? [String: Any])
    json["token_uri"] = "https://tokens.evil.example/token"
    let path = try server.writeFile(
      "sa.json", String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self))
    let file = try CredentialFile.load(
      contentsOf: URL(fileURLWithPath: path), displayPath: "sa.json")
    let context = ADC.context([:])
    let error = #expect(throws: SendError.self) {
      try file.provider(displayPath: "sa.json", quotaProject: nil, context: context)
    }
    #expect(
      error
        == .credential(
          .untrustedHost(
            url: "https://tokens.evil.example/token", host: "tokens.evil.example",
            role: "token_uri in sa.json")))
    var allowed = context
    allowed.allowedHosts = ["tokens.evil.example"]
    #expect(throws: Never.self) {
      try file.provider(displayPath: "sa.json", quotaProject: nil, context: allowed)
    }
  }

  @Test(
    arguments: [
      ("ya29.a0AfH6SMB-x_y~z+/w==", nil),
      ("", "it is empty"),
      ("ya29.abc def", "white space"),
      ("ya29.abc\r\nX-Injected: 1", "white space"),
      ("token\"quoted", "characters a bearer token cannot have"),
      ("abc==def", "after \"=\" padding"),
      ("é", "characters a bearer token cannot have"),
    ] as [(String, String?)])
  func bearerTokensFollowRFC6750(token: String, problem: String?) {
    let found = AccessTokenSyntax.problem(in: token)
    if let problem {
      #expect(found?.contains(problem) == true, "\(found ?? "nil")")
    } else {
      #expect(found == nil)
    }
  }

  @Test func aMalformedFixedTokenIsRefusedWithoutEchoingIt() async throws {
    let error = await #expect(throws: SendError.self) {
      try await CredentialSource(accessToken: "ya29.secret part two", project: "p").resolve(
        url: { URL(fileURLWithPath: $0) }, context: ADC.context([:]))
    }
    #expect(error?.description.contains("--access-token") == true)
    #expect(error?.description.contains("secret") == false)
  }
}
