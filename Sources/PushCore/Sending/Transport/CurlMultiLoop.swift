import CCurl
import Foundation
import Synchronization

/// The thread that runs libcurl's multi interface for `CurlTransport`.
///
/// Submissions and cancellations arrive from any thread through a mutex-protected inbox and a
/// `curl_multi_wakeup` (one per batch: only the submission that finds the inbox empty wakes the
/// loop); everything else (easy handles, header lists, the multi handle) lives on the loop
/// thread only. Easy handles are configured once and reused, header lists are shared by every
/// transfer with the same headers (`CurlHeaderLists`), and HTTPS transfers wait to multiplex
/// over an existing HTTP/2 connection rather than open another.
final class CurlMultiLoop: @unchecked Sendable {
  private struct Inbox {
    var jobs: [CurlJob] = []
    var cancelled = false
    var shuttingDown = false
  }

  /// What the loop derives from a request's URL, kept for the last URL seen.
  private struct URLTraits {
    let url: String
    let https: Bool
    let loopback: Bool
    /// The URL parsed once by libcurl (`CURLOPT_CURLU`), if it took it.
    let parsed: OpaquePointer?
  }

  /// Why libcurl is unavailable (it is loaded, and initialised, with the first loop), if it is.
  private static let loadFailure: String? = ccurl_load().map { String(cString: $0) }
  /// Idle easy handles kept for reuse.
  private static let idleLimit = 256

  private let inbox = Mutex(Inbox())
  private let multi: UnsafeMutableRawPointer?
  private let userAgent: String
  let caFile: String?
  private var active: [UnsafeMutableRawPointer: CurlJob] = [:]
  private var idleHandles: [UnsafeMutableRawPointer] = []
  private let headerLists = CurlHeaderLists()
  /// The URLs seen, with their parsed forms (a campaign uses one or two); bounded.
  private var urls: [String: URLTraits] = [:]
  private var lastURL: URLTraits?
  private static let parsedURLLimit = 16

  init(maxConnections: Int, userAgent: String, caFile: String? = nil) {
    self.userAgent = userAgent
    self.caFile = caFile
    multi = Self.loadFailure == nil ? ccurl_multi_init() : nil
    if let multi {
      let limit = max(1, maxConnections)
      ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, limit)
      ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, limit + 4)
      ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
      // As many streams per HTTP/2 connection as the server allows (FCM: 100), so requests in
      // flight share one or two connections.
      ccurl_multi_setopt_long(multi, CURLMOPT_MAX_CONCURRENT_STREAMS, 1000)
    }
    let thread = Thread { [self] in run() }
    thread.name = "fcm-compose.curl"
    thread.start()
  }

  func submit(_ job: CurlJob) {
    let wake = inbox.withLock { box in
      box.jobs.append(job)
      return box.jobs.count == 1
    }
    if wake, let multi { ccurl_multi_wakeup(multi) }
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
    var jobs: [CurlJob] = []
    while true {
      let (cancelled, stopping) = inbox.withLock { box in
        swap(&jobs, &box.jobs)
        defer { box.cancelled = false }
        return (box.cancelled, box.shuttingDown)
      }
      if stopping && jobs.isEmpty && active.isEmpty { break }
      for job in jobs { start(job, multi: multi) }
      jobs.removeAll(keepingCapacity: true)
      if cancelled { reapCancelled(multi: multi) }
      var running: Int32 = 0
      ccurl_multi_perform(multi, &running)
      collectFinished(multi: multi)
      ccurl_multi_poll(multi, nil, 0, 1000, nil)
    }
    for handle in idleHandles { ccurl_easy_cleanup(handle) }
    headerLists.removeAll()
    ccurl_multi_cleanup(multi)
    for traits in urls.values { ccurl_url_cleanup(traits.parsed) }
  }

  private func start(_ job: CurlJob, multi: UnsafeMutableRawPointer) {
    if job.cancelRequested.load(ordering: .relaxed) {
      job.finish(.failure(.cancelled))
      return
    }
    guard let easy = idleHandles.popLast() ?? newHandle() else {
      job.finish(.failure(.notSent("libcurl could not create a transfer")))
      return
    }
    configure(easy, for: job)
    job.easy = easy
    active[easy] = job
    ccurl_multi_add_handle(multi, easy)
  }

  /// A new easy handle with the options every transfer shares.
  private func newHandle() -> UnsafeMutableRawPointer? {
    guard let easy = ccurl_easy_init() else { return nil }
    ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
    ccurl_easy_setopt_long(easy, CURLOPT_TCP_NODELAY, 1)
    ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent)
    if let caFile { ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, caFile) }
    ccurl_easy_setopt_write(easy, CURLOPT_WRITEFUNCTION, CurlJob.writeCallback)
    return easy
  }

  /// Sets what differs between transfers (every one of these, so nothing of the handle's
  /// previous transfer carries over).
  private func configure(_ easy: UnsafeMutableRawPointer, for job: CurlJob) {
    let request = job.request
    let traits = traits(of: request.url)
    // A parsed URL spares libcurl parsing the text for every transfer; CURLU wins over
    // CURLOPT_URL, so it is cleared for a URL without one.
    ccurl_easy_setopt_pointer(easy, CURLOPT_CURLU, UnsafeMutableRawPointer(traits.parsed))
    ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url)
    // Prefer multiplexing over an HTTP/2 connection to opening more; for plain HTTP/1.1,
    // waiting would serialise everything onto one connection.
    ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, traits.https ? 1 : 0)
    if traits.loopback {
      ccurl_easy_setopt_string(easy, CURLOPT_NOPROXY, "*")
    } else {
      ccurl_easy_setopt_pointer(easy, CURLOPT_NOPROXY, nil)
    }
    let timeoutMS = max(1, Int(request.timeout * 1000))
    ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, timeoutMS)
    ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, min(timeoutMS, 10_000))
    if request.method == "POST" {
      // POSTFIELDSIZE first: COPYPOSTFIELDS then copies exactly that many bytes.
      ccurl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, request.body.count)
      _ = request.body.withUnsafeBufferPointer { buffer in
        if let bytes = buffer.baseAddress {
          ccurl_easy_setopt_pointer(
            easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes))
        } else {
          ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, "")
        }
      }
    } else {
      ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
    }
    // A reused handle keeps its last custom method: set it for DELETE, clear it otherwise.
    if request.method != "POST", request.method != "GET" {
      ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method)
    } else {
      ccurl_easy_setopt_pointer(easy, CURLOPT_CUSTOMREQUEST, nil)
    }
    job.errorBuffer[0] = 0
    ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, job.errorBuffer)
    let (id, list) = headerLists.acquire(request.headers)
    job.headerListID = id
    ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list)
    job.body.reserveCapacity(64)
    ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(job).toOpaque())
  }

  private func traits(of url: String) -> URLTraits {
    if let lastURL, lastURL.url == url { return lastURL }
    if let known = urls[url] {
      lastURL = known
      return known
    }
    let parsed = urls.count < Self.parsedURLLimit ? ccurl_url_parse(url) : nil
    let traits = URLTraits(
      url: url, https: url.hasPrefix("https:"), loopback: EndpointURL.isLoopbackURL(url),
      parsed: parsed)
    if parsed != nil { urls[url] = traits }
    lastURL = traits
    return traits
  }

  /// The job of a finished transfer, no longer active.
  func finishedJob(_ easy: UnsafeMutableRawPointer) -> CurlJob? {
    active.removeValue(forKey: easy)
  }

  func release(
    _ easy: UnsafeMutableRawPointer, job: CurlJob, multi: UnsafeMutableRawPointer
  ) {
    ccurl_multi_remove_handle(multi, easy)
    // The handle keeps pointing at the list until its next transfer sets another; it is not
    // used in between.
    if let id = job.headerListID { headerLists.release(id) }
    job.headerListID = nil
    job.easy = nil
    if idleHandles.count < Self.idleLimit {
      idleHandles.append(easy)
    } else {
      ccurl_easy_cleanup(easy)
    }
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
