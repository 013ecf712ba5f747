/// One Android app of a Firebase project (`projects.androidApps.list` of the Firebase
/// Management API v1beta1: `apps[]` with `appId`, `packageName`, `displayName`).
public struct AndroidAppInfo: Sendable, Hashable {
  /// The Firebase app id, the Data API's `app_id`.
  public var appID: String
  /// The package name, like `com.example.shop`.
  public var packageName: String?
  /// The name given in the console.
  public var displayName: String?

  /// Creates one.
  public init(appID: String, packageName: String? = nil, displayName: String? = nil) {
    self.appID = appID
    self.packageName = packageName
    self.displayName = displayName
  }

  /// "1:123:android:abc  com.example.shop  (Shop)".
  public var summary: String {
    var text = appID
    if let packageName { text += "  \(packageName)" }
    if let displayName, !displayName.isEmpty { text += "  (\(displayName))" }
    return text
  }
}

/// Lists a project's Android apps through the Firebase Management API, every page.
public struct FirebaseAppsClient: Sendable {
  /// The Management API base URL (checked by `ReportAPI.endpoint`).
  public var endpoint: String
  /// The HTTP and token side.
  public var client: ReportClient

  /// Creates a client.
  public init(endpoint: String, client: ReportClient) {
    self.endpoint = endpoint
    self.client = client
  }

  /// `…/v1beta1/projects/P/androidApps`.
  public var url: String {
    "\(endpoint)/v1beta1/projects/\(ReportAPI.segment(client.project))/androidApps"
  }

  /// The project's active Android apps.
  public func androidApps() async throws(ReportError) -> [AndroidAppInfo] {
    try await client.list(
      .firebase, url: url, pageSize: 100, resource: "project \(client.project)"
    ) { body, index throws(ReportError) in
      guard let o = body.objectValue else {
        throw .malformed("page \(index + 1) of the app list is not an object")
      }
      var apps: [AndroidAppInfo] = []
      for (i, app) in (o["apps"]?.arrayValue ?? []).enumerated() {
        guard let id = app.objectValue?["appId"]?.stringValue, !id.isEmpty else {
          throw .malformed("page \(index + 1): apps[\(i)].appId is missing")
        }
        let fields = app.objectValue
        apps.append(
          AndroidAppInfo(
            appID: id, packageName: fields?["packageName"]?.stringValue,
            displayName: fields?["displayName"]?.stringValue))
      }
      return (apps, o["nextPageToken"]?.stringValue)
    }
  }
}
