import Foundation

/// Turns an error answer of the Data or Management API (`google.rpc.Status` JSON, with
/// `google.rpc.ErrorInfo` details) into a `ReportError`.
struct ReportErrorDecoder {
  var api: ReportAPI
  var project: String
  var resource: String

  func error(_ response: HTTPResponse, now: Date) -> ReportError {
    let info = FCMErrorInfo.decode(response, now: now)
    var reason: String?
    var activation: String?
    if let root = try? JSONParser.parse(Data(response.body)),
      let details = root.objectValue?["error"]?.objectValue?["details"]?.arrayValue
    {
      for detail in details {
        guard let o = detail.objectValue,
          o["@type"]?.stringValue?.hasSuffix("google.rpc.ErrorInfo") == true
        else { continue }
        reason = o["reason"]?.stringValue
        activation = o["metadata"]?.objectValue?["activationUrl"]?.stringValue
      }
    }
    let message = info.message
    switch response.status {
    case 401:
      return .unauthenticated(api: api, message: message)
    case 403
    where reason == "SERVICE_DISABLED" || message.contains("has not been used in project")
      || message.contains("it is disabled"):
      return .apiDisabled(api: api, project: project, activationURL: activation)
    case 403
    where reason == "ACCESS_TOKEN_SCOPE_INSUFFICIENT"
      || message.contains("insufficient authentication scopes"):
      return .scopeInsufficient(api: api, message: message)
    case 403 where message.contains("requires a quota project"):
      return .setup(.credential(.quotaProjectMissing(project: project)))
    case 403:
      return .permissionDenied(api: api, project: project, message: message)
    case 404:
      return .notFound(api: api, resource: resource, message: message)
    default:
      return .http(api: api, status: response.status, message: message)
    }
  }
}
