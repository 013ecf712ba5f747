import Foundation

/// GETs the pages of a Google list method: a bearer token from `tokens` (and its quota
/// project as `x-goog-user-project`), `pageSize` and `pageToken` in the query, every page
/// until `nextPageToken` is absent or empty. A refused token is fetched afresh once; 429, 500
/// and 503 are retried twice after a short wait. Error answers become `ReportError`s that
/// say what to enable or grant.
public struct ReportClient: Sendable {
  /// Where tokens come from (asked for with the cloud-platform scope).
  public var tokens: any AccessTokenProvider
  /// HTTP.
  public var transport: any HTTPTransport
  /// The project, for messages.
  public var project: String
  /// Per-request timeout, seconds.
  public var timeout: Double
  /// Waiting between retries.
  public var clock: SendClock

  /// The most pages one listing may take (10,000 entries each for the Data API).
  public static let maximumPages = 1000

  /// Creates a client.
  public init(
    tokens: any AccessTokenProvider, transport: any HTTPTransport, project: String,
    timeout: Double = 30, clock: SendClock = .live
  ) {
    self.tokens = tokens
    self.transport = transport
    self.project = project
    self.timeout = timeout
    self.clock = clock
  }

  /// Every page of `url`, each parsed by `page` into items and the next page token.
  public func list<Item: Sendable>(
    _ api: ReportAPI, url: String, pageSize: Int?, resource: String,
    page: (JSONValue, Int) throws(ReportError) -> (items: [Item], next: String?)
  ) async throws(ReportError) -> [Item] {
    var items: [Item] = []
    var token: String?
    var seen: Set<String> = []
    for index in 0..<Self.maximumPages {
      var query: [String] = []
      if let pageSize { query.append("pageSize=\(pageSize)") }
      if let token { query.append("pageToken=" + Self.encoded(token)) }
      let full = query.isEmpty ? url : url + "?" + query.joined(separator: "&")
      let body = try await get(api, full, resource: resource)
      let (more, next) = try page(body, index)
      items += more
      guard let next, !next.isEmpty else { return items }
      guard seen.insert(next).inserted else { throw .endlessPaging(api: api) }
      token = next
    }
    throw .endlessPaging(api: api)
  }

  /// One GET, parsed as JSON.
  func get(_ api: ReportAPI, _ url: String, resource: String) async throws(ReportError)
    -> JSONValue
  {
    var refreshed = false
    var attempt = 0
    while true {
      let bearer: String
      do {
        bearer = try await tokens.accessToken()
      } catch {
        throw .setup(error)
      }
      var headers = ["Authorization: Bearer \(bearer)", "Accept: application/json"]
      if let quota = tokens.quotaProject { headers.append("x-goog-user-project: \(quota)") }
      let response: HTTPResponse
      do {
        response = try await transport.perform(
          HTTPRequest(url: url, method: "GET", headers: headers, timeout: timeout))
      } catch {
        throw .network(host: EndpointURL.host(of: url), reason: error.description)
      }
      if response.status == 200 {
        do {
          return try JSONParser.parse(Data(response.body))
        } catch {
          throw .malformed("the answer of \(EndpointURL.host(of: url)) is not JSON (\(error))")
        }
      }
      if response.status == 401, !refreshed, await tokens.invalidate(bearer) {
        refreshed = true
        continue
      }
      if [429, 500, 503].contains(response.status), attempt < 2 {
        attempt += 1
        try? await clock.sleep(Double(attempt))
        continue
      }
      throw ReportErrorDecoder(api: api, project: project, resource: resource)
        .error(response, now: clock.now())
    }
  }

  private static func encoded(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
