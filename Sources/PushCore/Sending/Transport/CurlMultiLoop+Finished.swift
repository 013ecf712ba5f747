import CCurl

extension CurlMultiLoop {
  /// Hands every finished transfer's result to its job.
  func collectFinished(multi: UnsafeMutableRawPointer) {
    var left: Int32 = 0
    while let message = ccurl_multi_info_read(multi, &left) {
      guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else {
        continue
      }
      let code = message.pointee.data.result
      guard let job = finishedJob(easy) else { continue }
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
    for name in Self.responseHeaders {
      var header: UnsafeMutablePointer<curl_header>?
      if ccurl_easy_header(easy, name, 0, UInt32(CURLH_HEADER), -1, &header) == CURLHE_OK,
        let value = header?.pointee.value
      {
        headers[name] = String(cString: value)
      }
    }
    return HTTPResponse(status: status, headers: headers, body: job.body)
  }

  /// The response headers `HTTPResponse.headers` carries.
  private static let responseHeaders = ["retry-after", "content-type", "metadata-flavor"]

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
}
