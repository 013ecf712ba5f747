import Foundation

/// Google's `tokeninfo` endpoint (beside the OAuth `token_uri`, e.g.
/// `https://oauth2.googleapis.com/tokeninfo`): the email and scopes of a user's access token,
/// for `doctor` (gcloud's user credentials files do not name the account).
public struct TokenInfo: Sendable, Equatable {
  /// The account's email, when the token has the `userinfo.email` scope.
  public var email: String?
  /// The token's scopes, space-separated.
  public var scopes: String?

  /// The `tokeninfo` URL on the host of `tokenURI`.
  public static func url(besides tokenURI: String) -> String? {
    guard var components = URLComponents(string: tokenURI), components.host != nil else {
      return nil
    }
    components.path = "/tokeninfo"
    components.query = nil
    return components.string
  }

  /// Asks `url` about `token` (POSTed in a form, never in the URL); nil on any failure.
  public static func lookup(token: String, url: String, context: CredentialContext) async
    -> TokenInfo?
  {
    guard
      let trusted = try? EndpointURL.trusted(
        url, role: "tokeninfo", allowedHosts: context.allowedHosts)
    else { return nil }
    let request = HTTPRequest(
      url: trusted, headers: [TokenEndpoint.formHeader],
      body: TokenEndpoint.form([("access_token", token)]), timeout: context.timeout)
    guard let response = try? await context.transport.perform(request), response.status == 200,
      let json = TokenEndpoint.json(response)
    else { return nil }
    func clean(_ key: String) -> String? {
      guard let text = json[key] as? String, !text.isEmpty, text.count < 2000 else { return nil }
      return String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    }
    return TokenInfo(email: clean("email"), scopes: clean("scope"))
  }
}
