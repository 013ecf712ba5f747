import Foundation
import PushCore
import TestSupport
import Testing

/// Each credential file type against the fake token servers: the request shapes Google's
/// servers expect, and FCM's 403s for user credentials explained.
@Suite("credential types", .serialized)
struct CredentialTypeTests {
  @Test func userCredentialsRefreshAndSendTheQuotaProject() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile(
      "adc.json", server.authorizedUserJSON(quotaProject: "demo-project"))
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path), ADC.environment(server))
    #expect(resolved.credential.kind == .authorizedUser)
    #expect(await ADC.dryRun(server, resolved).wasSent)
    #expect(try await server.userProjects() == ["demo-project"])
    let refresh = try await server.authRequests().filter { $0["endpoint"] as? String == "refresh" }
    #expect(refresh.count == 1)
    #expect(
      refresh.first?["fields"] as? [String]
        == ["client_id", "client_secret", "grant_type", "refresh_token"])
  }

  @Test func userCredentialsWithoutAQuotaProjectGetTheExactFix() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile("adc.json", server.authorizedUserJSON())
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path, project: "demo-project"), ADC.environment(server))
    let error = await ADC.dryRun(server, resolved).abortError
    #expect(error == .credential(.quotaProjectMissing(project: "demo-project")))
    #expect(
      error?.description.contains(
        "gcloud auth application-default set-quota-project demo-project") == true)
    #expect(error?.description.contains("--quota-project demo-project") == true)
  }

  @Test func aTokenWithoutTheMessagingScopeIsExplained() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    try await server.configure(
      #"{"user_scopes": "openid https://www.googleapis.com/auth/userinfo.email"}"#)
    let path = try server.writeFile(
      "adc.json", server.authorizedUserJSON(quotaProject: "demo-project"))
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path), ADC.environment(server))
    let error = await ADC.dryRun(server, resolved).abortError
    #expect(
      error == .credential(.scopeInsufficient(kind: .authorizedUser, project: "demo-project")))
    #expect(error?.description.contains(OAuthScope.userLoginCommand) == true)
  }

  @Test func aRevokedRefreshTokenSaysToLogInAgain() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let json = server.authorizedUserJSON(quotaProject: "demo-project")
      .replacingOccurrences(of: FakeFCMServer.userRefreshToken, with: "1//revoked")
    let path = try server.writeFile("adc.json", json)
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path), ADC.environment(server))
    let error = await ADC.dryRun(server, resolved).abortError
    guard case .credential(.refreshRejected(_, 400, "invalid_grant", _))? = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains("gcloud auth application-default login") == true)
  }

  @Test func impersonationCallsGenerateAccessTokenWithDelegates() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let json = server.impersonatedJSON(
      source: try server.serviceAccountJSON(),
      delegates: ["middle@demo-project.iam.gserviceaccount.com"])
    let path = try server.writeFile("impersonated.json", json)
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path, project: "demo-project"), ADC.environment(server))
    #expect(resolved.credential.kind == .impersonatedServiceAccount)
    #expect(resolved.credential.account == FakeFCMServer.targetAccount)
    #expect(await ADC.dryRun(server, resolved).wasSent)
    let iam = try #require(
      try await server.authRequests().first { $0["endpoint"] as? String == "iam" })
    #expect(iam["target"] as? String == FakeFCMServer.targetAccount)
    let body = try #require(iam["body"] as? [String: Any])
    #expect(body["scope"] as? [String] == [OAuthScope.messaging])
    #expect(body["lifetime"] as? String == "3600s")
    #expect(
      body["delegates"] as? [String]
        == ["projects/-/serviceAccounts/middle@demo-project.iam.gserviceaccount.com"])
  }

  @Test func impersonationFromUserCredentialsAndRefusal() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile(
      "impersonated.json",
      server.impersonatedJSON(source: server.authorizedUserJSON(), quotaProject: "demo-project"))
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path), ADC.environment(server))
    #expect(resolved.project.value == "demo-project")
    #expect(await ADC.dryRun(server, resolved).wasSent)
    try await server.configure(#"{"deny_impersonation": true}"#)
    let again = try await ADC.resolve(
      CredentialSource(credentialsPath: path), ADC.environment(server))
    let error = await ADC.dryRun(server, again).abortError
    guard case .credential(.impersonationRejected(FakeFCMServer.targetAccount, 403, _))? = error
    else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains("roles/iam.serviceAccountTokenCreator") == true)
  }

  @Test func externalAccountExchangesAFileSubjectTokenAtSTS() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let subject = try server.writeFile("subject.jwt", FakeFCMServer.subjectToken + "\n")
    let path = try server.writeFile("wif.json", server.externalAccountJSON(subjectFile: subject))
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path, project: "demo-project"), ADC.environment(server))
    #expect(resolved.credential.kind == .externalAccount)
    #expect(await ADC.dryRun(server, resolved).wasSent)
    let sts = try #require(
      try await server.authRequests().first { $0["endpoint"] as? String == "sts" })
    let form = try #require(sts["form"] as? [String: String])
    #expect(form["grant_type"] == "urn:ietf:params:oauth:grant-type:token-exchange")
    #expect(form["requested_token_type"] == "urn:ietf:params:oauth:token-type:access_token")
    #expect(form["subject_token_type"] == "urn:ietf:params:oauth:token-type:jwt")
    #expect(form["scope"] == OAuthScope.messaging)
    #expect(form["audience"]?.hasPrefix("//iam.googleapis.com/projects/123/") == true)
  }

  @Test func externalAccountFromAURLThenImpersonating() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    var json = server.externalAccountJSON(
      subjectFile: "unused", impersonate: FakeFCMServer.targetAccount)
    json = json.replacingOccurrences(
      of: #"{"file": "unused"}"#,
      with:
        #"{"url": "\#(server.baseURL)/subject-token", "headers": {"X-Subject-Header": "yes"}, "format": {"type": "json", "subject_token_field_name": "id_token"}}"#
    )
    let path = try server.writeFile("wif-url.json", json)
    let resolved = try await ADC.resolve(
      CredentialSource(credentialsPath: path, project: "demo-project"), ADC.environment(server))
    #expect(resolved.credential.account == FakeFCMServer.targetAccount)
    #expect(await ADC.dryRun(server, resolved).wasSent)
    let log = try await server.authRequests()
    #expect(log.first { $0["endpoint"] as? String == "subject" }?["header"] as? String == "yes")
    let sts = log.first { $0["endpoint"] as? String == "sts" }?["form"] as? [String: String]
    #expect(sts?["scope"] == OAuthScope.cloudPlatform)
    #expect(log.contains { $0["endpoint"] as? String == "iam" })
  }

  @Test(arguments: [
    (
      #""subject_token_type": "urn:ietf:params:aws:token-type:aws4_request", "credential_source": {"environment_id": "aws1"}"#,
      "an AWS external_account"
    ),
    (
      #""subject_token_type": "urn:ietf:params:oauth:token-type:jwt", "credential_source": {"executable": {"command": "/bin/true"}}"#,
      "an executable-sourced external_account"
    ),
  ])
  func unsupportedExternalAccountsAreNamed(fields: String, name: String) throws {
    let json =
      #"{"type": "external_account", "audience": "//iam.googleapis.com/x", "#
      + fields + "}"
    let error = #expect(throws: SendError.self) {
      try CredentialFile.parse(Data(json.utf8), displayPath: "wif.json")
    }
    #expect(error == .credential(.unsupported(path: "wif.json", what: name)))
  }

  @Test func missingFieldsAreNamed() throws {
    let error = #expect(throws: SendError.self) {
      try CredentialFile.parse(
        Data(#"{"type": "authorized_user", "client_id": "x", "client_secret": "y"}"#.utf8),
        displayPath: "adc.json")
    }
    #expect(
      error
        == .credential(
          .fieldMissing(path: "adc.json", type: "authorized_user", field: "refresh_token")))
  }
}
