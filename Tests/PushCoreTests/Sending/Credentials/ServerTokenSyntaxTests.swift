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
