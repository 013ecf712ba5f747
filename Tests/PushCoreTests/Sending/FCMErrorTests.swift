import Foundation
import PushCore
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

@Suite("FCM errors and retry policy")
struct FCMErrorTests {
  @Test func decodesFieldViolationsToAJSONPath() throws {
    let body =
      #"{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"INVALID_ARGUMENT"},{"@type":"type.googleapis.com/google.rpc.BadRequest","fieldViolations":[{"field":"message.android.ttl","description":"Invalid value at 'message.android.ttl'"}]}]}}"#
    let info = FCMErrorInfo.decode(HTTPResponse(status: 400, body: Array(body.utf8)), now: testNow)
    #expect(info.code == "INVALID_ARGUMENT")
    #expect(info.fieldViolations.first?.path == JSONPath("message.android.ttl"))
    #expect(!info.isTokenProblem)
    #expect(info.explanation.contains("message.android.ttl: Invalid value"))
    #expect(info.explanation.contains("Fix the draft"))
  }

  @Test func html502PageIsSummarised() {
    let page = "<html><head><title>502 Bad Gateway</title></head><body>x</body></html>"
    let info = FCMErrorInfo.decode(
      HTTPResponse(status: 502, headers: ["content-type": "text/html"], body: Array(page.utf8)),
      now: testNow)
    #expect(info.code == "HTTP_502")
    #expect(info.message.contains("\"502 Bad Gateway\""))
    #expect(!info.explanation.contains("<html>"))
  }

  @Test func legacyApnsCodeMapsToThirdPartyAuth() {
    let info = FCMErrorInfo.decode(
      fcmError(401, "APNS_AUTH_ERROR", canonical: "UNAUTHENTICATED"), now: testNow)
    #expect(info.code == "THIRD_PARTY_AUTH_ERROR")
  }

  @Test(arguments: [
    ("UNREGISTERED", 404, "NOT_FOUND", "Remove this token"),
    ("SENDER_ID_MISMATCH", 403, "PERMISSION_DENIED", "project that issued the token"),
    ("QUOTA_EXCEEDED", 429, "RESOURCE_EXHAUSTED", "--concurrency"),
    ("THIRD_PARTY_AUTH_ERROR", 401, "UNAUTHENTICATED", "APNs auth key"),
    ("UNAVAILABLE", 503, "UNAVAILABLE", "--resume"),
    ("INTERNAL", 500, "INTERNAL", "--resume"),
  ])
  func eachCodeExplainsTheNextStep(code: String, status: Int, canonical: String, advice: String) {
    let info = FCMErrorInfo.decode(fcmError(status, code, canonical: canonical), now: testNow)
    #expect(info.code == code)
    #expect(info.explanation.contains(advice))
  }

  @Test func bareStatusFallsBackToCanonicalCode() {
    let info = FCMErrorInfo.decode(HTTPResponse(status: 503, body: []), now: testNow)
    #expect(info.code == "UNAVAILABLE")
  }

  @Test func retryAfterSecondsAndHTTPDate() throws {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
    #expect(RetryAfter.seconds("120", now: now) == 120)
    #expect(RetryAfter.seconds("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
    #expect(RetryAfter.seconds("Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
    #expect(RetryAfter.seconds("soon", now: now) == nil)
  }

  @Test func backoffGrowsWithJitterAndIsBounded() throws {
    let policy = RetryPolicy(maxAttempts: 5, initialDelay: 1, maxDelay: 60)
    let low = try (1...4).map {
      try #require(policy.delay(afterAttempt: $0, retryAfter: nil, quotaExceeded: false, random: 0))
    }
    let high = try (1...4).map {
      try #require(policy.delay(afterAttempt: $0, retryAfter: nil, quotaExceeded: false, random: 1))
    }
    #expect(low == [0.5, 1, 2, 4])
    #expect(high == [1, 2, 4, 8])
    #expect(policy.delay(afterAttempt: 5, retryAfter: nil, quotaExceeded: false, random: 0) == nil)
  }

  @Test func retryAfterAndQuotaSetTheFloor() {
    let policy = RetryPolicy(quotaWait: 60, maxRetryAfter: 600)
    #expect(policy.delay(afterAttempt: 1, retryAfter: 7, quotaExceeded: false, random: 0) == 7)
    #expect(policy.delay(afterAttempt: 1, retryAfter: nil, quotaExceeded: true, random: 0.3) == 60)
    #expect(policy.delay(afterAttempt: 1, retryAfter: 900, quotaExceeded: false, random: 0) == nil)
  }

  @Test(arguments: [429, 500, 503])
  func retryableStatuses(status: Int) { #expect(RetryPolicy.isRetryable(httpStatus: status)) }

  @Test(arguments: [400, 401, 403, 404, 502])
  func neverRetried(status: Int) { #expect(!RetryPolicy.isRetryable(httpStatus: status)) }
}
