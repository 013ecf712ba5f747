import Foundation
import PushCore

/// The FCM Data API and Firebase Management API side of the fake server (fake_data.py): its
/// fixtures and the requests it saw.
extension FakeFCMServer {
  /// The fixture's Android apps, in order: the shop, then its beta.
  public static let shopApp = "1:1234567890:android:0a1b2c3d4e5f6a7b"
  /// See `shopApp`.
  public static let betaApp = "1:1234567890:android:9f8e7d6c5b4a3f2e"

  /// `Tests/FakeFCM/delivery_data.json`, the fixtures the fake serves.
  public static var deliveryFixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FakeFCM/delivery_data.json")
  }

  /// The fixture entries of `app`, as JSON values (number literals as written).
  public static func fixtureEntries(_ app: String) throws -> [JSONValue] {
    let root = try JSONParser.parse(Data(contentsOf: deliveryFixtures))
    return root.objectValue?["deliveryData"]?.objectValue?[app]?.arrayValue ?? []
  }

  /// Every Data API and Management API request seen: `api` (data or firebase), `path`,
  /// `query`, `user_project`.
  public func dataRequests() async throws -> [[String: String]] {
    let response = try await CurlTransport(maxConnections: 1).perform(
      HTTPRequest(url: baseURL + "/__admin/data", method: "GET", timeout: 10))
    let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return (json?["requests"] as? [[String: Any]] ?? []).map { item in
      item.compactMapValues { $0 as? String }
    }
  }

  /// Environment variables pointing both APIs at this server.
  public var reportEnvironment: [String: String] {
    ["FCM_DATA_ENDPOINT": baseURL, "FIREBASE_ENDPOINT": baseURL]
  }
}
