import Foundation
import PushCore
import TestSupport
import Testing

@Suite struct TrustStoreTests {
  @Test func caFileFollowsCurlsOrder() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-trust")
    let a = try scratch.write("a.pem", "a").path
    let b = try scratch.write("b.pem", "b").path
    let c = try scratch.write("c.pem", "c").path
    let url = { (path: String) in URL(fileURLWithPath: path) }
    let all = ["SSL_CERT_FILE": b, "CURL_CA_BUNDLE": c]
    #expect(try TrustStore.resolve(option: a, environment: all, url: url).origin == "--ca-file")
    #expect(try TrustStore.resolve(option: nil, environment: all, url: url).caFile == b)
    #expect(
      try TrustStore.resolve(option: nil, environment: ["CURL_CA_BUNDLE": c], url: url).origin
        == "CURL_CA_BUNDLE")
    #expect(try TrustStore.resolve(option: nil, environment: [:], url: url) == TrustStore())
    #expect(throws: SendError.self) {
      try TrustStore.resolve(option: nil, environment: ["SSL_CERT_FILE": "/nope.pem"], url: url)
    }
  }

  @Test func proxyIsWhatCurlWouldUseWithoutItsPassword() {
    let env = ["HTTPS_PROXY": "http://me:pw@proxy.corp:3128", "NO_PROXY": "internal.corp,.svc"]
    #expect(
      TrustStore.proxy(for: "https://fcm.googleapis.com", environment: env)
        == "http://proxy.corp:3128 (from HTTPS_PROXY)")
    #expect(TrustStore.proxy(for: "https://api.internal.corp/v1", environment: env) == nil)
    #expect(TrustStore.proxy(for: "https://a.svc", environment: env) == nil)
    #expect(TrustStore.proxy(for: "http://127.0.0.1:8080", environment: env) == nil)
    #expect(TrustStore.proxy(for: "https://fcm.googleapis.com", environment: [:]) == nil)
    #expect(
      TrustStore.proxy(
        for: "https://fcm.googleapis.com", environment: ["ALL_PROXY": "socks5://s:1"])
        == "socks5://s:1 (from ALL_PROXY)")
  }
}
