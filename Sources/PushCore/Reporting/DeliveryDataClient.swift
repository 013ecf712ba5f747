/// `projects.androidApps.deliveryData.list` of the FCM Data API (v1beta1): every page of one
/// Android app's delivery data, one entry per day and analytics label.
public struct DeliveryDataClient: Sendable {
  /// The Data API base URL (checked by `ReportAPI.endpoint`).
  public var endpoint: String
  /// The HTTP and token side.
  public var client: ReportClient
  /// Entries asked for per page (the API returns at most 1,000 by default, 10,000 at most).
  public var pageSize: Int?

  /// Creates a client.
  public init(endpoint: String, client: ReportClient, pageSize: Int? = nil) {
    self.endpoint = endpoint
    self.client = client
    self.pageSize = pageSize
  }

  /// `…/v1beta1/projects/P/androidApps/APP/deliveryData`.
  public func url(app: String) -> String {
    "\(endpoint)/v1beta1/projects/\(ReportAPI.segment(client.project))/androidApps/"
      + "\(ReportAPI.segment(app))/deliveryData"
  }

  /// Every entry for `app`, in the order the pages gave them.
  public func records(app: String) async throws(ReportError) -> [DeliveryRecord] {
    try await client.list(
      .data, url: url(app: app), pageSize: pageSize, resource: "Android app \(app)"
    ) { body, index throws(ReportError) in
      try Self.page(body, index: index)
    }
  }

  /// Asks for one entry of `app`: whether the API answers, and whether it has any data.
  public func probe(app: String) async throws(ReportError) -> Bool {
    let body = try await client.get(
      .data, url(app: app) + "?pageSize=1", resource: "Android app \(app)")
    return try Self.page(body, index: 0).items.isEmpty == false
  }

  /// One page: `{"androidDeliveryData": [...], "nextPageToken": "..."}`.
  static func page(_ body: JSONValue, index: Int) throws(ReportError)
    -> (items: [DeliveryRecord], next: String?)
  {
    guard let o = body.objectValue else { throw .malformed("page \(index + 1) is not an object") }
    var records: [DeliveryRecord] = []
    for (i, entry) in (o["androidDeliveryData"]?.arrayValue ?? []).enumerated() {
      records.append(
        try DeliveryRecord(json: entry, path: "page \(index + 1): androidDeliveryData[\(i)]"))
    }
    return (records, o["nextPageToken"]?.stringValue)
  }
}
