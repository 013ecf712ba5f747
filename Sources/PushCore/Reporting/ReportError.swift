/// Why a delivery report could not be fetched, each with what to do next.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Credentials, project or endpoint problems (the send backend's own explanations).
  case setup(SendError)
  /// The API is not enabled for the project (`SERVICE_DISABLED`).
  case apiDisabled(api: ReportAPI, project: String, activationURL: String?)
  /// The token lacks the scope the API needs (`ACCESS_TOKEN_SCOPE_INSUFFICIENT`).
  case scopeInsufficient(api: ReportAPI, message: String)
  /// The caller may not read the data (HTTP 403).
  case permissionDenied(api: ReportAPI, project: String, message: String)
  /// The access token was refused (HTTP 401).
  case unauthenticated(api: ReportAPI, message: String)
  /// The project or app does not exist (HTTP 404).
  case notFound(api: ReportAPI, resource: String, message: String)
  /// Any other HTTP error.
  case http(api: ReportAPI, status: Int, message: String)
  /// No HTTP answer.
  case network(host: String, reason: String)
  /// The answer is not what the API documents (the JSON path names the place).
  case malformed(String)
  /// The project has no Android app, so there is no delivery data.
  case noAndroidApp(project: String)
  /// The paging did not end (a page token repeated, or too many pages).
  case endlessPaging(api: ReportAPI)

  public var description: String {
    switch self {
    case .setup(let error):
      return error.description
    case .apiDisabled(let api, let project, let url):
      let visit = url.map { " or open \($0)" } ?? ""
      return "The \(api.title) is not enabled for project '\(project)'. Enable it: "
        + "`gcloud services enable \(api.service) --project \(project)`\(visit), wait a "
        + "minute and run the report again."
    case .scopeInsufficient(let api, let message):
      return "The access token may not call the \(api.title) (\(message)): it needs the "
        + "cloud-platform scope. Log in again with `\(OAuthScope.userLoginCommand)`, or give "
        + "--credentials a service-account key (fcm-compose asks for that scope itself)."
    case .permissionDenied(let api, let project, let message):
      return "Permission denied by the \(api.title) on project '\(project)' (HTTP 403: "
        + "\(message)). The account needs a role on '\(project)' that may \(api.needs), such "
        + "as a Firebase role (Firebase Viewer, roles/firebase.viewer, or Firebase Admin); also "
        + "check --project and that the API is enabled (`gcloud services enable \(api.service) "
        + "--project \(project)`)."
    case .unauthenticated(let api, let message):
      return "The \(api.title) refused the access token (HTTP 401: \(message)). Get a fresh "
        + "--access-token, or check that the service-account key is not deleted."
    case .notFound(let api, let resource, let message):
      return "The \(api.title) found no \(resource) (HTTP 404: \(message)). Check --project "
        + "and --app (`fcm-compose report` without --app lists the project's Android apps)."
    case .http(let api, let status, let message):
      return "The \(api.title) answered HTTP \(status)\(message.isEmpty ? "" : ": \(message)")."
    case .network(let host, let reason):
      return "Cannot reach \(host): \(reason). Check the network, proxy settings or the "
        + "endpoint options."
    case .malformed(let what):
      return "Unexpected answer from the API: \(what)."
    case .noAndroidApp(let project):
      return "Project '\(project)' has no Android app (the FCM Data API reports Android "
        + "deliveries only). Add the app in the Firebase console, or check --project."
    case .endlessPaging(let api):
      return "The \(api.title) kept returning more pages; stopped."
    }
  }
}
