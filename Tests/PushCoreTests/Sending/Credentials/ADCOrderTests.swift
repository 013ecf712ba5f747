import Foundation
import PushCore
import TestSupport
import Testing

/// Application Default Credentials: which credential wins where several exist, and the
/// project and quota project each one brings.
@Suite("ADC lookup order", .serialized)
struct ADCOrderTests {
  @Test func googleApplicationCredentialsWinsOverGcloudsFile() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let gcloud = server.directory.appendingPathComponent("gcloud")
    try FileManager.default.createDirectory(at: gcloud, withIntermediateDirectories: true)
    try server.authorizedUserJSON(quotaProject: "demo-project").write(
      to: gcloud.appendingPathComponent("application_default_credentials.json"), atomically: true,
      encoding: .utf8)
    let env = ADC.environment(
      server,
      [
        "GOOGLE_APPLICATION_CREDENTIALS": server.serviceAccountPath,
        "CLOUDSDK_CONFIG": gcloud.path,
      ])
    let first = try await ADC.resolve(CredentialSource(), env)
    #expect(first.credential.kind == .serviceAccount)
    #expect(first.credential.origin.hasPrefix("GOOGLE_APPLICATION_CREDENTIALS"))
    #expect(first.project == .init("demo-project", origin: "project_id in the credentials file"))

    var withoutVariable = env
    withoutVariable["GOOGLE_APPLICATION_CREDENTIALS"] = nil
    let second = try await ADC.resolve(CredentialSource(), withoutVariable)
    #expect(second.credential.kind == .authorizedUser)
    #expect(second.credential.origin.contains("application_default_credentials.json"))
    #expect(
      second.project == .init("demo-project", origin: "quota_project_id in the credentials file"))
    #expect(await ADC.dryRun(server, second).wasSent)
  }

  @Test func theWellKnownFileDefaultsToHomeConfigGcloud() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let dir = server.directory.appendingPathComponent(".config/gcloud")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try server.authorizedUserJSON(quotaProject: "demo-project").write(
      to: dir.appendingPathComponent("application_default_credentials.json"), atomically: true,
      encoding: .utf8)
    let resolved = try await ADC.resolve(CredentialSource(), ADC.environment(server))
    #expect(resolved.credential.kind == .authorizedUser)
    #expect(await ADC.dryRun(server, resolved).wasSent)
    #expect(try await server.userProjects() == ["demo-project"])
  }

  @Test func theMetadataServerIsLastAndNamesAccountAndProject() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let env = ADC.environment(server).merging(server.metadataEnvironment) { $1 }
    let resolved = try await ADC.resolve(CredentialSource(), env)
    #expect(resolved.credential.kind == .metadataServer)
    #expect(resolved.credential.account == FakeFCMServer.metadataEmail)
    #expect(resolved.project == .init("demo-project", origin: "the metadata server"))
    #expect(await ADC.dryRun(server, resolved).wasSent)
    let metadata = try await server.authRequests().filter {
      $0["endpoint"] as? String == "metadata"
    }
    #expect(!metadata.isEmpty && metadata.allSatisfy { $0["flavor"] as? String == "Google" })
  }

  @Test func nothingFoundListsWhereItLooked() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let started = Date()
    let error = await #expect(throws: SendError.self) {
      try await ADC.resolve(CredentialSource(), ADC.environment(server))
    }
    #expect(Date().timeIntervalSince(started) < 5, "the metadata probe must not stall")
    guard case .credential(.notFound(let searched))? = error else {
      Issue.record("expected notFound, got \(String(describing: error))")
      return
    }
    #expect(searched.contains("GOOGLE_APPLICATION_CREDENTIALS: not set"))
    #expect(searched.contains { $0.contains("application_default_credentials.json: no such file") })
    #expect(searched.contains { $0.hasPrefix("metadata server 127.0.0.1:9") })
    #expect(error?.description.contains("gcloud auth application-default login") == true)
    #expect(error?.description.contains("--impersonate-service-account") == true)
    let skipped = await #expect(throws: SendError.self) {
      try await ADC.resolve(CredentialSource(), ["NO_GCE_CHECK": "true"])
    }
    #expect(skipped?.description.contains("skipped (NO_GCE_CHECK=true)") == true)
  }

  @Test func projectOrderAndQuotaProjectOrder() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile(
      "user.json", server.authorizedUserJSON(quotaProject: "from-file"))
    let env = ADC.environment(server, ["GOOGLE_CLOUD_PROJECT": "from-env"])
    let plain = try await ADC.resolve(CredentialSource(credentialsPath: path), env)
    #expect(plain.project.value == "from-file")
    #expect(plain.credential.quotaProject?.origin == "quota_project_id in \(path)")
    let explicit = try await ADC.resolve(
      CredentialSource(credentialsPath: path, project: "demo-project", quotaProject: "billing"),
      env.merging(["GOOGLE_CLOUD_QUOTA_PROJECT": "ignored"]) { $1 })
    #expect(explicit.project == .init("demo-project", origin: "--project"))
    #expect(explicit.credential.quotaProject == .init("billing", origin: "--quota-project"))
    let fromVariable = try await ADC.resolve(
      CredentialSource(credentialsPath: path),
      env.merging(["GOOGLE_CLOUD_QUOTA_PROJECT": "billing2"]) { $1 })
    #expect(fromVariable.credential.quotaProject?.value == "billing2")
    let noFileProject = try server.writeFile("user2.json", server.authorizedUserJSON())
    let fromEnvironment = try await ADC.resolve(
      CredentialSource(credentialsPath: noFileProject), env)
    #expect(fromEnvironment.project == .init("from-env", origin: "GOOGLE_CLOUD_PROJECT"))
  }
}
