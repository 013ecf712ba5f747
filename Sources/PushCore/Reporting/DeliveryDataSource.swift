import Foundation

/// Where a delivery report comes from: the project's credential (asked for with the
/// cloud-platform scope), the Data and Management API endpoints, and which Android app.
public struct DeliveryDataSource: Sendable {
  /// Which app a report is for.
  public enum AppChoice: Sendable, Equatable {
    /// This app (given, or the project's only Android app).
    case app(String)
    /// The project has several Android apps and none was named.
    case several([AndroidAppInfo])
  }

  /// The project.
  public var project: String
  /// The Data API.
  public var data: DeliveryDataClient
  /// The Management API.
  public var apps: FirebaseAppsClient

  /// Creates a source from a credential resolved with `context.scope` = `ReportAPI.scope`.
  public init(
    credential: ResolvedCredential, transport: any HTTPTransport, dataEndpoint: String,
    firebaseEndpoint: String, timeout: Double = 30, clock: SendClock = .live,
    pageSize: Int? = nil
  ) {
    project = credential.project.value
    let client = ReportClient(
      tokens: credential.tokens, transport: transport, project: project, timeout: timeout,
      clock: clock)
    data = DeliveryDataClient(endpoint: dataEndpoint, client: client, pageSize: pageSize)
    apps = FirebaseAppsClient(endpoint: firebaseEndpoint, client: client)
  }

  /// `explicit` (from `--app` or the profile's `android_app_id`), else the project's only
  /// Android app from the Management API, else the list to choose from.
  public func chooseApp(_ explicit: String?) async throws(ReportError) -> AppChoice {
    if let explicit, !explicit.isEmpty { return .app(explicit) }
    let list = try await apps.androidApps()
    switch list.count {
    case 0: throw .noAndroidApp(project: project)
    case 1: return .app(list[0].appID)
    default: return .several(list.sorted { $0.appID < $1.appID })
    }
  }

  /// Every entry of `app`.
  public func records(app: String) async throws(ReportError) -> [DeliveryRecord] {
    try await data.records(app: app)
  }
}
