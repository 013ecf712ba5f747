import Foundation

/// The OAuth 2.0 token exchange (RFC 8693) at Google STS, as google-auth sends it: a form with
/// `grant_type=urn:ietf:params:oauth:grant-type:token-exchange`, `audience`, `scope`,
/// `requested_token_type=urn:ietf:params:oauth:token-type:access_token`, `subject_token`,
/// `subject_token_type` and, for workforce pools without a client, `options`
/// (`{"userProject": …}`); client credentials go in a Basic `Authorization` header.
struct STSExchange: Sendable {
  let account: ExternalAccount
  let url: String
  let context: CredentialContext

  func exchange(subject: String, scope: String) async throws(SendError) -> GrantedToken {
    var headers = [TokenEndpoint.formHeader]
    if let id = account.clientID, let secret = account.clientSecret {
      headers.append("Authorization: Basic " + Data("\(id):\(secret)".utf8).base64EncodedString())
    }
    var options: String?
    if account.clientID == nil, let project = account.workforcePoolUserProject {
      options = "{\"userProject\":\(JSONWriter.quoted(project))}"
    }
    let body = TokenEndpoint.form([
      ("grant_type", "urn:ietf:params:oauth:grant-type:token-exchange"),
      ("audience", account.audience), ("scope", scope),
      ("requested_token_type", "urn:ietf:params:oauth:token-type:access_token"),
      ("subject_token", subject), ("subject_token_type", account.subjectTokenType),
      ("options", options),
    ])
    let request = HTTPRequest(
      url: url, headers: headers, body: body, timeout: context.timeout)
    let response = try await TokenEndpoint.perform(
      request, transport: context.transport, clock: context.clock)
    guard response.status == 200 else {
      let (error, description) = TokenEndpoint.errorFields(response)
      throw .credential(
        .tokenExchangeRejected(
          audience: account.audience, status: response.status, error: error,
          description: description))
    }
    return try TokenEndpoint.token(response, source: "Google STS (\(EndpointURL.host(of: url)))")
  }
}
