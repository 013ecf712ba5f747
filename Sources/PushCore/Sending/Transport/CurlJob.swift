import CCurl
import Synchronization

/// One transfer owned by `CurlMultiLoop`: the request, the growing response body and the
/// continuation to resume. Touched only by the loop thread after `submit`, except the
/// cancellation flag.
final class CurlJob: @unchecked Sendable {
  let request: HTTPRequest
  var continuation: CheckedContinuation<HTTPResponse, any Error>?
  var easy: UnsafeMutableRawPointer?
  /// The shared header list it uses (`CurlHeaderLists`), while it runs.
  var headerListID: Int?
  var body: [UInt8] = []
  let cancelRequested = Atomic<Bool>(false)
  /// libcurl's words for a failure (CURLOPT_ERRORBUFFER): more than the code's text, e.g.
  /// "SSL certificate problem: self-signed certificate".
  let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

  init(request: HTTPRequest) {
    self.request = request
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
  }

  deinit { errorBuffer.deallocate() }

  /// Resumes the waiting task exactly once.
  func finish(_ result: Result<HTTPResponse, TransportError>) {
    guard let continuation else { return }
    self.continuation = nil
    switch result {
    case .success(let response): continuation.resume(returning: response)
    case .failure(let error): continuation.resume(throwing: error)
    }
  }

  /// libcurl's write callback: appends received bytes to the job's body.
  static let writeCallback: ccurl_write_callback = { pointer, size, count, userdata in
    let total = size * count
    guard let pointer, let userdata else { return total }
    let job = Unmanaged<CurlJob>.fromOpaque(userdata).takeUnretainedValue()
    pointer.withMemoryRebound(to: UInt8.self, capacity: total) { bytes in
      job.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: total))
    }
    return total
  }
}
