import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// `doctor` ends by saying whether the FCM Data API answers for the project, without changing
/// its verdict.
@Suite("fcm-compose doctor: the Data API", .serialized)
struct ReportDoctorTests {
  private func doctor(_ server: FakeFCMServer, _ extra: [String]) async -> CLIResult {
    await CLIHarness.run(
      ["doctor", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL]
        + extra, environment: ["NO_GCE_CHECK": "true"])
  }

  @Test func saysTheDataAPIAnswers() async throws {
    let server = try FakeFCMServer()
    let result = await doctor(
      server, ["--data-endpoint", server.baseURL, "--firebase-endpoint", server.baseURL])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(
      result.out.contains(
        "✓ Data API      answers for demo-project (app \(FakeFCMServer.shopApp), the first of "
          + "2 Android apps): delivery data found"))
    #expect(result.out.hasSuffix("Credentials work: FCM accepted a validate_only request.\n"))
  }

  @Test func aDisabledDataAPIIsAWarningThatSaysWhatToEnable() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"data_error": {"api": "data", "kind": "disabled"}}"#)
    let result = await doctor(
      server, ["--app", FakeFCMServer.betaApp, "--data-endpoint", server.baseURL])
    #expect(result.status == 0)
    #expect(result.out.contains("! Data API      The FCM Data API (fcmdata.googleapis.com) is not"))
    #expect(
      result.out.contains("gcloud services enable fcmdata.googleapis.com --project demo-project"))
    #expect(try await server.dataRequests().map { $0["api"] } == ["data"])
  }

  @Test func anEmulatorEndpointIsNotFollowedToProduction() async throws {
    let server = try FakeFCMServer()
    let result = await doctor(server, [])
    #expect(result.status == 0)
    #expect(result.out.contains("· Data API      not checked: the FCM endpoint is not Google's"))
    #expect(try await server.dataRequests().isEmpty)
  }
}
