import Foundation

/// Which certificates TLS connections trust, and which proxy they go through: what `send`,
/// `doctor` and the composer's sends tell libcurl, and what `doctor` shows.
///
/// The CA file follows curl's conventions: `--ca-file FILE`, else `SSL_CERT_FILE`, else
/// `CURL_CA_BUNDLE`, else libcurl's own default (the system's bundle). libcurl reads the proxy
/// variables itself (`https_proxy`/`HTTPS_PROXY`, `all_proxy`/`ALL_PROXY`, `no_proxy`/`NO_PROXY`;
/// https://curl.se/libcurl/c/CURLOPT_PROXY.html); nothing here overrides them, except that
/// loopback addresses never go through a proxy.
public struct TrustStore: Sendable, Equatable {
  /// The CA bundle to use, nil for libcurl's default.
  public var caFile: String?
  /// Where `caFile` came from: `--ca-file`, `SSL_CERT_FILE` or `CURL_CA_BUNDLE`.
  public var origin: String?

  /// libcurl's default trust store.
  public init() {}

  /// A CA file named by `origin`.
  public init(caFile: String, origin: String) {
    self.caFile = caFile
    self.origin = origin
  }

  /// The trust store `option` (`--ca-file`) or the environment names; a named file that
  /// cannot be read is an error that names where it was named.
  public static func resolve(
    option: String?, environment: [String: String], url: (String) -> URL
  ) throws(SendError) -> TrustStore {
    let candidates: [(String?, String)] = [
      (option, "--ca-file"), (environment["SSL_CERT_FILE"], "SSL_CERT_FILE"),
      (environment["CURL_CA_BUNDLE"], "CURL_CA_BUNDLE"),
    ]
    guard let (path, origin) = candidates.first(where: { !($0.0 ?? "").isEmpty }),
      let path
    else { return TrustStore() }
    let file = url(path).path
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw .input(path: file, reason: "the CA file named by \(origin) cannot be read")
    }
    return TrustStore(caFile: file, origin: origin)
  }

  /// What `doctor` shows: the file and where it was named, or the system's.
  public var summary: String {
    guard let caFile, let origin else { return "the system's (libcurl's default)" }
    return "\(caFile) (from \(origin))"
  }

  /// The proxy a request to `url` goes through as libcurl chooses it from `environment`
  /// (user and password left out), with the variable that named it; nil for none.
  public static func proxy(for url: String, environment: [String: String]) -> String? {
    if EndpointURL.isLoopbackURL(url) { return nil }
    let host = EndpointURL.host(of: url).lowercased()
    let noProxy = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
    for entry in noProxy.split(separator: ",") {
      var pattern = entry.trimmingCharacters(in: .whitespaces).lowercased()
      if pattern == "*" { return nil }
      if pattern.hasPrefix(".") { pattern.removeFirst() }
      if !pattern.isEmpty, host == pattern || host.hasSuffix("." + pattern) { return nil }
    }
    let https = url.lowercased().hasPrefix("https:")
    let names =
      (https ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]) + ["all_proxy", "ALL_PROXY"]
    for name in names {
      if let value = environment[name], !value.isEmpty {
        return "\(withoutCredentials(value)) (from \(name))"
      }
    }
    return nil
  }

  /// `http://user:secret@proxy:3128` as `http://proxy:3128`.
  static func withoutCredentials(_ proxy: String) -> String {
    guard let at = proxy.lastIndex(of: "@") else { return proxy }
    let scheme = proxy.range(of: "://").map { String(proxy[..<$0.upperBound]) } ?? ""
    return scheme + proxy[proxy.index(after: at)...]
  }
}
