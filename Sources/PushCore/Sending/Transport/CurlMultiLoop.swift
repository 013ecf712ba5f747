import CCurl
import Foundation
import Synchronization

/// The thread that runs libcurl's multi interface for `CurlTransport`.
///
/// Submissions and cancellations arrive from any thread through a mutex-protected inbox and a
/// `curl_multi_wakeup`; everything else (easy handles, the multi handle) lives on the loop
/// thread only.
final class CurlMultiLoop: @unchecked Sendable {
  private struct Inbox {
    var jobs: [CurlJob] = []
    var cancelled = false
    var shuttingDown = false
  }

  /// Why libcurl is unavailable (it is loaded, and initialised, with the first loop), if it is.
  private static let loadFailure: String? = ccurl_load().map { String(cString: $0) }

  private let inbox = Mutex(Inbox())
  private let multi: UnsafeMutableRawPointer?
  private let userAgent: String
  private let caFile: String?
  private var active: [UnsafeMutableRawPointer: CurlJob] = [:]
  private var idleHandles: [UnsafeMutableRawPointer] = []

  init(maxConnections: Int, userAgent: String, caFile: String? = nil) {
    self.userAgent = userAgent
    self.caFile = caFile
    multi = Self.loadFailure == nil ? ccurl_multi_init() : nil
    if let multi {
      let limit = max(1, maxConnections)
      ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, limit)
      ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, limit + 4)
      ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }
    let thread = Thread { [self] in run() }
    thread.name = "fcm-compose.curl"
    thread.start()
  }

  func submit(_ job: CurlJob) {
    inbox.withLock { $0.jobs.append(job) }
    if let multi { ccurl_multi_wakeup(multi) }
  }

  func cancel(_ job: CurlJob) {
    job.cancelRequested.store(true, ordering: .relaxed)
    inbox.withLock { $0.cancelled = true }
    if let multi { ccurl_multi_wakeup(multi) }
  }

  func shutdown() {
    inbox.withLock { $0.shuttingDown = true }
    if let multi { ccurl_multi_wakeup(multi) }
  }

  private func run() {
    guard let multi else {
      failAll(reason: Self.loadFailure ?? "libcurl could not start")
      return
    }
    while true {
      let (jobs, cancelled, stopping) = inbox.withLock { box in
        defer {
          box.jobs = []
          box.cancelled = false
        }
        return (box.jobs, box.cancelled, box.shuttingDown)
      }
      if stopping && jobs.isEmpty && active.isEmpty { break }
      for job in jobs { start(job, multi: multi) }
      if cancelled { reapCancelled(multi: multi) }
      var running: Int32 = 0
      ccurl_multi_perform(multi, &running)
      collectFinished(multi: multi)
      ccurl_multi_poll(multi, nil, 0, 1000, nil)
    }
    for handle in idleHandles { ccurl_easy_cleanup(handle) }
    ccurl_multi_cleanup(multi)
  }

  private func start(_ job: CurlJob, multi: UnsafeMutableRawPointer) {
    if job.cancelRequested.load(ordering: .relaxed) {
      job.finish(.failure(.cancelled))
      return
    }
    guard let easy = idleHandles.popLast() ?? ccurl_easy_init() else {
      job.finish(.failure(.notSent("libcurl could not create a transfer")))
      return
    }
    configure(easy, for: job)
    job.easy = easy
    active[easy] = job
    ccurl_multi_add_handle(multi, easy)
  }

  private func configure(_ easy: UnsafeMutableRawPointer, for job: CurlJob) {
    let request = job.request
    ccurl_easy_reset(easy)
    ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url)
    ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
    ccurl_easy_setopt_long(easy, CURLOPT_TCP_NODELAY, 1)
    if request.url.hasPrefix("https:") {
      // Prefer multiplexing over an HTTP/2 connection to opening more; for plain HTTP/1.1,
      // waiting would serialise everything onto one connection.
      ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1)
    }
    ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent)
    let timeoutMS = max(1, Int(request.timeout * 1000))
    ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, timeoutMS)
    ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, min(timeoutMS, 10_000))
    if EndpointURL.isLoopbackURL(request.url) {
      ccurl_easy_setopt_string(easy, CURLOPT_NOPROXY, "*")
    }
    if request.method != "POST", request.method != "GET" {
      ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method)  // DELETE
    }
    if let caFile { ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, caFile) }
    job.errorBuffer[0] = 0
    ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, job.errorBuffer)
    if request.method == "POST" {
      ccurl_easy_setopt_long(easy, CURLOPT_POST, 1)
      ccurl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, request.body.count)
      // COPYPOSTFIELDS copies the bytes, so the buffer only has to live for this call.
      _ = (request.body + [0]).withUnsafeBufferPointer { buffer in
        ccurl_easy_setopt_pointer(
          easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: buffer.baseAddress))
      }
    }
    var list: UnsafeMutablePointer<curl_slist>?
    for header in request.headers + ["Expect:"] { list = ccurl_slist_append(list, header) }
    job.headerList = list
    ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list)
    ccurl_easy_setopt_write(easy, CURLOPT_WRITEFUNCTION, CurlJob.writeCallback)
    ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(job).toOpaque())
  }

  private func collectFinished(multi: UnsafeMutableRawPointer) {
    var left: Int32 = 0
    while let message = ccurl_multi_info_read(multi, &left) {
      guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else {
        continue
      }
      let code = message.pointee.data.result
      guard let job = active.removeValue(forKey: easy) else { continue }
      var requestBytes = 0
      ccurl_easy_getinfo_long(easy, CURLINFO_REQUEST_SIZE, &requestBytes)
      let result: Result<HTTPResponse, TransportError> =
        code == CURLE_OK
        ? .success(response(of: easy, job: job))
        : .failure(
          error(
            code, sent: requestBytes > 0, detail: String(cString: job.errorBuffer),
            url: job.request.url))
      release(easy, job: job, multi: multi)
      job.finish(result)
    }
  }

  private func response(of easy: UnsafeMutableRawPointer, job: CurlJob) -> HTTPResponse {
    var status = 0
    ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
    var headers: [String: String] = [:]
    for name in ["retry-after", "content-type", "metadata-flavor"] {
      var header: UnsafeMutablePointer<curl_header>?
      if ccurl_easy_header(easy, name, 0, UInt32(CURLH_HEADER), -1, &header) == CURLHE_OK,
        let value = header?.pointee.value
      {
        headers[name] = String(cString: value)
      }
    }
    return HTTPResponse(status: status, headers: headers, body: job.body)
  }

  /// Classifies a failed transfer; `sent` says whether any of the request was written (a
  /// timeout before that, e.g. while connecting, is safe to retry).
  private func error(_ code: CURLcode, sent: Bool, detail: String, url: String) -> TransportError {
    let reason = detail.isEmpty ? String(cString: ccurl_easy_strerror(code)) : detail
    if let untrusted = Self.certificateProblem(
      code, host: EndpointURL.host(of: url), reason: reason, caFile: caFile)
    {
      return .unavailable(untrusted)
    }
    if !sent { return .notSent(reason) }
    switch code {
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
      CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
      return .notSent(reason)
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut(reason)
    default:
      return .interrupted(reason)
    }
  }

  /// A certificate the trust store does not accept: every request to that host fails alike,
  /// so it is not retried (`.unavailable` stops the campaign), and the words say what to do.
  static func certificateProblem(
    _ code: CURLcode, host: String, reason: String, caFile: String?
  ) -> String? {
    switch code {
    case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH:
      let store = caFile.map { "the CA file \($0)" } ?? "the system's CA certificates"
      return "the TLS certificate of \(host) is not trusted by \(store) (\(reason)). A proxy that "
        + "re-signs TLS needs its CA certificate: pass it with --ca-file FILE or set SSL_CERT_FILE"
    default:
      return nil
    }
  }

  private func release(
    _ easy: UnsafeMutableRawPointer, job: CurlJob, multi: UnsafeMutableRawPointer
  ) {
    ccurl_multi_remove_handle(multi, easy)
    ccurl_slist_free_all(job.headerList)
    job.headerList = nil
    job.easy = nil
    if idleHandles.count < 256 { idleHandles.append(easy) } else { ccurl_easy_cleanup(easy) }
  }

  private func reapCancelled(multi: UnsafeMutableRawPointer) {
    for (easy, job) in active where job.cancelRequested.load(ordering: .relaxed) {
      active.removeValue(forKey: easy)
      release(easy, job: job, multi: multi)
      job.finish(.failure(.cancelled))
    }
  }

  private func failAll(reason: String) {
    while true {
      let jobs = inbox.withLock { box in
        defer { box.jobs = [] }
        return box.jobs
      }
      for job in jobs { job.finish(.failure(.unavailable(reason))) }
      if inbox.withLock({ $0.shuttingDown }) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
