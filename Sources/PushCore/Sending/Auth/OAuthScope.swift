/// The OAuth scopes fcm-compose asks for (FCM-SPEC §4.1).
public enum OAuthScope {
  /// What FCM HTTP v1 needs.
  public static let messaging = "https://www.googleapis.com/auth/firebase.messaging"
  /// Every Google Cloud API; FCM accepts it too. Federated (STS) tokens that are then used to
  /// impersonate a service account need it, as do gcloud's default user logins.
  public static let cloudPlatform = "https://www.googleapis.com/auth/cloud-platform"
  /// IAM Credentials, asked for by a service account that impersonates another (as
  /// google-auth does).
  public static let iam = "https://www.googleapis.com/auth/iam"

  /// True when a space- or comma-separated scope list lets the token call FCM.
  public static func allowsFCM(_ scopes: String) -> Bool {
    scopes.split(whereSeparator: { $0 == " " || $0 == "," }).contains {
      $0 == messaging || $0 == cloudPlatform
    }
  }

  /// The `gcloud` line that logs in again with scopes FCM accepts.
  public static let userLoginCommand =
    "gcloud auth application-default login --scopes=\(messaging),\(cloudPlatform)"
}
