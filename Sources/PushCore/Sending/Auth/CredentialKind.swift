/// The kinds of credential fcm-compose takes, named as Google's client libraries name them.
public enum CredentialKind: String, Sendable, Equatable, CaseIterable {
  /// A service-account key file (`"type": "service_account"`): a signed JWT per token.
  case serviceAccount = "service_account"
  /// User credentials from `gcloud auth application-default login`: a refresh-token grant.
  case authorizedUser = "authorized_user"
  /// A service account impersonated through IAM Credentials `generateAccessToken`.
  case impersonatedServiceAccount = "impersonated_service_account"
  /// Workload identity federation: an external subject token exchanged at Google STS.
  case externalAccount = "external_account"
  /// The metadata server of a Google Cloud VM, Cloud Run service or GKE pod.
  case metadataServer = "metadata_server"
  /// A fixed access token (`--access-token`, `FCM_ACCESS_TOKEN`).
  case accessToken = "access_token"
  /// A command that prints an access token (`access_token_command`).
  case accessTokenCommand = "access_token_command"

  /// Plain words for reports: "service account key", "gcloud user credentials", …
  public var title: String {
    switch self {
    case .serviceAccount: "service account key"
    case .authorizedUser: "user credentials (gcloud auth application-default login)"
    case .impersonatedServiceAccount: "impersonated service account"
    case .externalAccount: "workload identity federation (external account)"
    case .metadataServer: "metadata server (attached service account)"
    case .accessToken: "access token"
    case .accessTokenCommand: "access_token_command"
    }
  }
}
