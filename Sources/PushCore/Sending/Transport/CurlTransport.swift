import CCurl
import Foundation

/// `HTTPTransport` over libcurl's multi interface: one event-loop thread drives every transfer,
/// keeps connections alive and reuses them (HTTP/2 multiplexing over TLS, a bounded pool of
/// HTTP/1.1 connections for plain loopback), with millisecond timeouts.
///
/// URLSession on Linux was measured at about 1,400 requests/s with HTTP/1.1 connection churn and
/// whole-second timeouts (SWIFT-NOTES.md); driving curl directly avoids both.
public final class CurlTransport: HTTPTransport {
  private let loop: CurlMultiLoop

  /// Starts the event loop. `maxConnections` bounds connections per host (match the number of
  /// requests in flight for HTTP/1.1). `caFile` is a PEM bundle of the CA certificates to
  /// trust instead of the system's; by default `$SSL_CERT_FILE`, then `$CURL_CA_BUNDLE`.
  public init(
    maxConnections: Int = 64, userAgent: String = "fcm-compose",
    caFile: String? = CurlTransport.environmentCAFile()
  ) {
    loop = CurlMultiLoop(maxConnections: maxConnections, userAgent: userAgent, caFile: caFile)
  }

  /// The CA bundle the environment names (`SSL_CERT_FILE`, then `CURL_CA_BUNDLE`), if any.
  public static func environmentCAFile(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    for name in ["SSL_CERT_FILE", "CURL_CA_BUNDLE"] {
      if let path = environment[name], !path.isEmpty { return path }
    }
    return nil
  }

  deinit { loop.shutdown() }

  public func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let job = CurlJob(request: request)
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          job.continuation = continuation
          loop.submit(job)
        }
      } onCancel: {
        loop.cancel(job)
      }
    } catch let error as TransportError {
      throw error
    } catch {
      throw .interrupted(String(describing: error))
    }
  }
}
