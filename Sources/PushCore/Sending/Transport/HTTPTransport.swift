/// One HTTP request, as the send backend needs it (small bodies, a handful of headers).
public struct HTTPRequest: Sendable, Equatable {
  /// Absolute URL.
  public var url: String
  /// `POST` for everything FCM and OAuth need.
  public var method: String
  /// Header lines, `Name: value`.
  public var headers: [String]
  /// Request body bytes.
  public var body: [UInt8]
  /// Whole-request timeout (connect + send + wait + receive), in seconds; fractions work.
  public var timeout: Double

  /// Creates a request.
  public init(
    url: String, method: String = "POST", headers: [String] = [], body: [UInt8] = [],
    timeout: Double = 30
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

/// One HTTP response.
public struct HTTPResponse: Sendable, Equatable {
  /// Status code.
  public var status: Int
  /// Headers the backend reads (`retry-after`, `content-type`), keyed in lower case.
  public var headers: [String: String]
  /// Body bytes.
  public var body: [UInt8]

  /// Creates a response.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// A request that got no HTTP answer.
public enum TransportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The request never left: connection refused, DNS failure. Always safe to retry.
  case notSent(String)
  /// No answer in time; the server may have processed the request.
  case timedOut(String)
  /// The connection broke after the request was sent (reset, empty reply).
  case interrupted(String)
  /// The caller cancelled the request.
  case cancelled
  /// The transport cannot send anything (libcurl did not load, or the server's certificate is
  /// not trusted): no request can leave, so the campaign stops rather than retrying each
  /// recipient.
  case unavailable(String)

  public var description: String {
    switch self {
    case .notSent(let reason): reason
    case .timedOut(let reason): "timed out (\(reason))"
    case .interrupted(let reason): "connection lost (\(reason))"
    case .cancelled: "cancelled"
    case .unavailable(let reason): reason
    }
  }
}

/// Performs HTTP requests. `CurlTransport` is the real one; tests may supply fakes.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, or throws when there is no HTTP answer.
  func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
