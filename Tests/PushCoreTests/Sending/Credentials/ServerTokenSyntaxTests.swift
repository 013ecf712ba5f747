import Foundation
import PushCore
import Testing

/// A token server's answer goes into an `Authorization` header only when it is an RFC 6750
/// bearer token: a header-injecting or garbled token is refused, and never echoed.
@Suite struct ServerTokenSyntaxTests {
  private func refreshWith(_ body: String) async -> SendError? {
    let transport = ScriptedTransport([
      .success(HTTPResponse(status: 200, body: Array(body.utf8)))
    ])
    let file = CredentialFile.authorizedUser(
      AuthorizedUser(
        clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: "http://127.0.0.1:9/token"))
    do {
      let provider = try file.provider(
        displayPath: "adc.json", quotaProject: nil,
        context: CredentialContext(transport: transport))
      _ = try await provider.accessToken()
      return nil
    } catch {
      return error
    }
  }

  @Test func aHeaderInjectingTokenIsRefused() async {
    let error = await refreshWith(#"{"access_token":"ya29.x\r\nX-Evil: 1","expires_in":3600}"#)
    guard case .credential(.malformedAccessToken(let source, let reason))? = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(source.contains("127.0.0.1"))
    #expect(reason.contains("white space"))
    #expect(error?.description.contains("X-Evil") == false)
  }

  @Test func aMissingTokenIsNamed() async {
    let error = await refreshWith(#"{"token_type":"Bearer"}"#)
    #expect(error?.description.contains("no access_token") == true)
  }

  @Test func aGoodTokenPasses() async {
    let body = #"{"access_token":"ya29.good-token_~+/==","expires_in":"60"}"#
    #expect(await refreshWith(body) == nil)
  }
}

/// Printing a parsed credential never shows its secrets.
@Suite struct CredentialDescriptionTests {
  @Test func parsedCredentialsPrintWithoutSecrets() throws {
    let user =
      #"{"type":"authorized_user","client_id":"c","client_secret":"S3CRET","refresh_token":"R3FRESH"}"#
    let external = #"""
      {"type":"external_account","audience":"//iam.googleapis.com/x",
       "subject_token_type":"urn:ietf:params:oauth:token-type:jwt","client_id":"c",
       "client_secret":"S3CRET","credential_source":{"file":"/t"}}
      """#
    let impersonated =
      #"{"type":"impersonated_service_account","service_account_impersonation_url":"https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/a@b.iam.gserviceaccount.com:generateAccessToken","source_credentials":"#
      + user + "}"
    for json in [user, external, impersonated] {
      let file = try CredentialFile.parse(Data(json.utf8), displayPath: "f.json")
      let text = String(describing: file)
      #expect(!text.contains("S3CRET") && !text.contains("R3FRESH"), "\(text)")
    }
  }
}
