import Foundation

/// The two Google APIs a delivery report reads: the FCM Data API
/// (`fcmdata.googleapis.com/v1beta1/projects/P/androidApps/APP/deliveryData`) and the
/// Firebase Management API (`firebase.googleapis.com/v1beta1/projects/P/androidApps`). Both
/// take a bearer token with the cloud-platform scope (their discovery documents list it; the
/// Data API lists nothing else), and user credentials' quota project.
public enum ReportAPI: String, Sendable, Equatable {
  /// The FCM Data API.
  case data
  /// The Firebase Management API.
  case firebase

  /// The production base URL.
  public var production: String {
    switch self {
    case .data: "https://fcmdata.googleapis.com"
    case .firebase: "https://firebase.googleapis.com"
    }
  }

  /// The variable that replaces `production` (`FCM_DATA_ENDPOINT`, `FIREBASE_ENDPOINT`).
  public var environmentVariable: String {
    switch self {
    case .data: "FCM_DATA_ENDPOINT"
    case .firebase: "FIREBASE_ENDPOINT"
    }
  }

  /// The option that replaces it (`--data-endpoint`, `--firebase-endpoint`).
  public var option: String {
    switch self {
    case .data: "--data-endpoint"
    case .firebase: "--firebase-endpoint"
    }
  }

  /// The service name to enable.
  public var service: String {
    switch self {
    case .data: "fcmdata.googleapis.com"
    case .firebase: "firebase.googleapis.com"
    }
  }

  /// The API's name in messages.
  public var title: String {
    switch self {
    case .data: "FCM Data API (fcmdata.googleapis.com)"
    case .firebase: "Firebase Management API (firebase.googleapis.com)"
    }
  }

  /// What the caller must be allowed to do, in words.
  var needs: String {
    switch self {
    case .data: "read the project's FCM delivery data"
    case .firebase: "list the project's Firebase apps"
    }
  }

  /// The scope both APIs accept (the Data API accepts only this one).
  public static let scope = OAuthScope.cloudPlatform

  /// The base URL from the option, else the environment, else production, under the trust
  /// rule of `--endpoint` (`EndpointURL.trusted`).
  public func endpoint(option value: String?, environment: [String: String], allowedHosts: [String])
    throws(SendError) -> String
  {
    let text = value ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    return try EndpointURL.trusted(
      text ?? production, role: "the \(title) endpoint", allowedHosts: allowedHosts)
  }

  /// Whether the Data API may be asked at all: its endpoint was given, or FCM's endpoint is
  /// production. With an emulator's or a proxy's FCM endpoint and no Data API endpoint, the
  /// project's token must not go to production unasked (`doctor` and the history screen).
  public static func mayAskDataAPI(given: String?, fcmEndpoint: String) -> Bool {
    if let given, !given.isEmpty { return true }
    return EndpointURL.host(of: fcmEndpoint).lowercased()
      == EndpointURL.host(of: EndpointURL.production)
  }

  /// A path segment, percent-encoded (app ids hold colons, which paths allow).
  static func segment(_ text: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
