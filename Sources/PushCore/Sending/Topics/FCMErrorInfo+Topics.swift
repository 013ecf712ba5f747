import Foundation

extension FCMErrorInfo {
  /// Decodes a topic-management or Instance ID error answer. The Instance ID API answers
  /// `{"error": "CODE"}` (a bare string, which the Admin SDK reads first); FCM v1 answers a
  /// `google.rpc.Status`, read as `send` reads it (the `FcmError` detail's `errorCode` first,
  /// then `status`).
  public static func decodeTopicAnswer(_ response: HTTPResponse, now: Date) -> FCMErrorInfo {
    if let root = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
      let code = root["error"] as? String, !code.isEmpty
    {
      let retryAfter = response.headers["retry-after"].flatMap {
        RetryAfter.seconds($0, now: now)
      }
      return FCMErrorInfo(
        httpStatus: response.status, code: instanceIDCode(code), message: code,
        retryAfter: retryAfter)
    }
    return decode(response, now: now)
  }

  /// One token's error in an Instance ID batch answer (`{"results": [{"error": "CODE"}]}`).
  /// The batch itself succeeded, so the code is the only information; it keeps the Instance
  /// ID spelling (`NOT_FOUND`, `INVALID_ARGUMENT`, `INTERNAL`, `TOO_MANY_TOPICS`).
  public static func instanceIDResult(_ code: String) -> FCMErrorInfo {
    let normalized = instanceIDCode(code)
    return FCMErrorInfo(
      httpStatus: Self.httpStatus(forTopicCode: normalized), code: normalized, message: code)
  }

  /// The canonical spelling of an Instance ID error (`InvalidToken` and friends from older
  /// answers are mapped to the codes the Admin SDKs document).
  static func instanceIDCode(_ code: String) -> String {
    switch code {
    case "InvalidToken", "INVALID_TOKEN": "INVALID_ARGUMENT"
    case "NotFound": "NOT_FOUND"
    case "TooManyTopics": "TOO_MANY_TOPICS"
    case "Internal", "InternalServerError": "INTERNAL"
    default: code
    }
  }

  private static func httpStatus(forTopicCode code: String) -> Int {
    switch code {
    case "INVALID_ARGUMENT", "TOO_MANY_TOPICS": 400
    case "NOT_FOUND", "UNREGISTERED": 404
    case "PERMISSION_DENIED", "SENDER_ID_MISMATCH": 403
    case "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED": 429
    case "UNAVAILABLE": 503
    default: 500
    }
  }

  /// Whether a topic request that got this error should be tried again later (`--resume`):
  /// overload and internal errors; everything else is final for the token.
  var isTransientTopicError: Bool {
    RetryPolicy.isRetryable(httpStatus: httpStatus)
      || ["INTERNAL", "UNAVAILABLE", "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED", "DEADLINE_EXCEEDED"]
        .contains(code)
  }
}
