import Foundation

/// An FCM error answer decoded from `google.rpc.Status` JSON (FCM-SPEC §3.2), or from whatever
/// else came back (a proxy's HTML 502 page).
public struct FCMErrorInfo: Sendable, Equatable {
  /// One `google.rpc.BadRequest` field violation.
  public struct FieldViolation: Sendable, Equatable {
    /// FCM's field path, e.g. `message.android.ttl`.
    public var field: String
    /// FCM's description of what is wrong.
    public var description: String

    /// Creates a violation.
    public init(field: String, description: String) {
      self.field = field
      self.description = description
    }

    /// The field as a `JSONPath`, when FCM's text parses as one.
    public var path: JSONPath? { JSONPath(parsing: field) }
  }

  /// HTTP status.
  public var httpStatus: Int
  /// The error code users act on: the `FcmError.errorCode` detail (UNREGISTERED,
  /// QUOTA_EXCEEDED, …), else the canonical `status`, else one derived from the HTTP status.
  public var code: String
  /// The canonical `google.rpc.Code` name (`INVALID_ARGUMENT`), if given.
  public var status: String?
  /// FCM's own message, or a summary of a non-JSON body.
  public var message: String
  /// BadRequest field violations.
  public var fieldViolations: [FieldViolation]
  /// Seconds to wait from the `Retry-After` header, if any.
  public var retryAfter: Double?

  /// Creates an error description from its parts.
  public init(
    httpStatus: Int, code: String, status: String? = nil, message: String,
    fieldViolations: [FieldViolation] = [], retryAfter: Double? = nil
  ) {
    self.httpStatus = httpStatus
    self.code = code
    self.status = status
    self.message = message
    self.fieldViolations = fieldViolations
    self.retryAfter = retryAfter
  }

  /// Decodes an error response. Never fails: unknown shapes keep the HTTP status and a short,
  /// printable excerpt of the body.
  public static func decode(_ response: HTTPResponse, now: Date) -> FCMErrorInfo {
    let retryAfter = response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: now) }
    let fallback = canonicalCode(forHTTPStatus: response.status)
    guard
      let root = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
      let error = root["error"] as? [String: Any]
    else {
      return FCMErrorInfo(
        httpStatus: response.status, code: fallback,
        message: bodySummary(response), retryAfter: retryAfter)
    }
    let status = error["status"] as? String
    var fcmCode: String?
    var violations: [FieldViolation] = []
    for detail in error["details"] as? [[String: Any]] ?? [] {
      let type = detail["@type"] as? String ?? ""
      if type.hasSuffix("google.firebase.fcm.v1.FcmError") {
        fcmCode = detail["errorCode"] as? String
      } else if type.hasSuffix("google.rpc.BadRequest") {
        for v in detail["fieldViolations"] as? [[String: Any]] ?? [] {
          violations.append(
            FieldViolation(
              field: v["field"] as? String ?? "message",
              description: v["description"] as? String ?? ""))
        }
      }
    }
    if fcmCode == "APNS_AUTH_ERROR" { fcmCode = "THIRD_PARTY_AUTH_ERROR" }
    return FCMErrorInfo(
      httpStatus: response.status,
      code: fcmCode ?? status ?? fallback,
      status: status,
      message: error["message"] as? String ?? "",
      fieldViolations: violations,
      retryAfter: retryAfter)
  }

  /// The canonical code name the SDKs fall back to for a bare HTTP status.
  public static func canonicalCode(forHTTPStatus status: Int) -> String {
    switch status {
    case 400: "INVALID_ARGUMENT"
    case 401: "UNAUTHENTICATED"
    case 403: "PERMISSION_DENIED"
    case 404: "NOT_FOUND"
    case 409: "ABORTED"
    case 429: "RESOURCE_EXHAUSTED"
    case 500: "INTERNAL"
    case 503: "UNAVAILABLE"
    default: "HTTP_\(status)"
    }
  }

  private static func bodySummary(_ response: HTTPResponse) -> String {
    let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
    let type = response.headers["content-type"].map { " (\($0))" } ?? ""
    if let start = text.range(of: "<title>", options: .caseInsensitive),
      let end = text.range(
        of: "</title>", options: .caseInsensitive, range: start.upperBound..<text.endIndex)
    {
      let title = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
      return "a non-JSON page\(type) titled \"\(title)\""
    }
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    if flat.isEmpty { return "an empty body\(type)" }
    let excerpt = flat.count > 120 ? String(flat.prefix(120)) + "…" : flat
    return "a non-JSON body\(type): \(excerpt)"
  }
}
