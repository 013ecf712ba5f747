import Foundation
import PushCore
import TestSupport
import Testing

/// A test send to several devices (no journal) carries one collapse identity, like every
/// campaign; a deliberate second send with the first campaign's id keeps it; a single
/// device's send goes out exactly as rendered.
@Suite("test sends carry a collapse identity", .serialized)
struct TestSendCollapseTests {
  private let message: JSONValue = ["notification": ["title": "Hi", "body": "There"]]

  private func identities(_ server: FakeFCMServer) async throws -> [String: Set<String>] {
    var out: [String: Set<String>] = [:]
    for request in try await server.requests() where request.status == 200 {
      let body = try JSONParser.parse(request.raw)
      out[request.token ?? "", default: []].formUnion(
        CollapseIdentity.values(in: body.objectValue?["message"] ?? .null))
    }
    return out
  }

  @Test func severalDevicesShareOneCollapseIdentityAndASecondSendKeepsIt() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let campaign = Campaign(
      message: message, audience: .tokens(["dev-a", "dev-b"], file: nil, fileDisplayName: nil),
      project: server.project)
    let first = try await CampaignRunner(sender: try makeSender(server)).run(campaign)
    let id = try #require(first.campaignID)
    var again = campaign
    again.campaignID = id
    let second = try await CampaignRunner(sender: try makeSender(server)).run(again)
    #expect(second.campaignID == id)
    let seen = try await identities(server)
    #expect(seen["dev-a"] == [CollapseIdentity.value(campaignID: id)])
    #expect(seen["dev-b"] == [CollapseIdentity.value(campaignID: id)])
  }

  @Test func oneDeviceGetsTheMessageAsRendered() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let campaign = Campaign(
      message: message, audience: .tokens(["dev-a"], file: nil, fileDisplayName: nil),
      project: server.project)
    _ = try await CampaignRunner(sender: try makeSender(server)).run(campaign)
    #expect(try await identities(server)["dev-a"] == [])
  }
}
