import Foundation

/// A Google service-account key file (`"type": "service_account"`), as downloaded from the
/// Firebase console. The private key is kept only to sign JWTs: `description` never shows it.
public struct ServiceAccount: Sendable, Equatable, CustomStringConvertible {
  /// The default OAuth token endpoint (also the JWT `aud`, as google-auth does).
  public static let googleTokenURI = "https://oauth2.googleapis.com/token"

  /// The file's `project_id`, if any.
  public var projectID: String?
  /// The `private_key_id`, sent as the JWT header's `kid`.
  public var privateKeyID: String?
  /// The `client_email`, the JWT's `iss`.
  public var clientEmail: String
  /// Where the signed JWT is exchanged for an access token (`token_uri`).
  public var tokenURI: String
  /// The PEM private key. Never printed.
  public var privateKeyPEM: String

  /// Creates a service account from its parts.
  public init(
    projectID: String?, privateKeyID: String?, clientEmail: String, tokenURI: String,
    privateKeyPEM: String
  ) {
    self.projectID = projectID
    self.privateKeyID = privateKeyID
    self.clientEmail = clientEmail
    self.tokenURI = tokenURI
    self.privateKeyPEM = privateKeyPEM
  }

  public var description: String {
    "ServiceAccount(\(clientEmail), project: \(projectID ?? "none"), key: <redacted>)"
  }

  /// Loads and checks a key file, explaining files that are something else (a legacy server
  /// key, gcloud user credentials, google-services.json, a plist).
  public static func load(contentsOf url: URL, displayPath: String) throws(SendError)
    -> ServiceAccount
  {
    try parse(CredentialFile.read(url, displayPath: displayPath), displayPath: displayPath)
  }

  /// Parses key-file bytes; see `load(contentsOf:displayPath:)`.
  public static func parse(_ data: Data, displayPath: String) throws(SendError) -> ServiceAccount {
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      if LegacyServerKey.looksLikeOne(text) { throw .legacyServerKey(path: displayPath) }
      if text.hasPrefix("<?xml") || text.hasPrefix("<!DOCTYPE plist") {
        throw .notServiceAccount(path: displayPath, kind: "an Apple GoogleService-Info.plist")
      }
      throw .credentialsUnreadable(path: displayPath, reason: "not a JSON key file")
    }
    let type = json["type"] as? String
    guard type == "service_account" else {
      throw notServiceAccount(json, type: type, displayPath: displayPath)
    }
    return try from(json: json, displayPath: displayPath)
  }

  /// The service account of a parsed `"type": "service_account"` object (also the
  /// `source_credentials` of an impersonation file).
  static func from(json: [String: Any], displayPath: String) throws(SendError) -> ServiceAccount {
    guard let email = json["client_email"] as? String, !email.isEmpty else {
      throw .serviceAccountFieldMissing(path: displayPath, field: "client_email")
    }
    guard let key = json["private_key"] as? String, !key.isEmpty else {
      throw .serviceAccountFieldMissing(path: displayPath, field: "private_key")
    }
    let tokenURI = (json["token_uri"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    return ServiceAccount(
      projectID: (json["project_id"] as? String).flatMap { $0.isEmpty ? nil : $0 },
      privateKeyID: json["private_key_id"] as? String,
      clientEmail: email,
      tokenURI: tokenURI ?? googleTokenURI,
      privateKeyPEM: key)
  }

  static func notServiceAccount(
    _ json: [String: Any], type: String?, displayPath: String
  ) -> SendError {
    if json["project_info"] != nil, json["client"] != nil {
      return .notServiceAccount(
        path: displayPath, kind: "an Android google-services.json app config")
    }
    for key in ["server_key", "serverKey", "key"] {
      if let value = json[key] as? String, LegacyServerKey.looksLikeOne(value) {
        return .legacyServerKey(path: displayPath)
      }
    }
    switch type {
    case "authorized_user"?:
      return .notServiceAccount(path: displayPath, kind: "gcloud user credentials")
    case "external_account"?:
      return .notServiceAccount(path: displayPath, kind: "a workload identity federation config")
    case let other?:
      return .notServiceAccount(path: displayPath, kind: "its type is \"\(other)\"")
    case nil:
      return .notServiceAccount(path: displayPath, kind: "it has no \"type\" field")
    }
  }
}

/// Recognises legacy FCM server keys (`AAAA…:APA91b…`, or old `AIza…` keys).
public enum LegacyServerKey {
  /// True when `text` looks like a legacy server key rather than OAuth credentials.
  public static func looksLikeOne(_ text: String) -> Bool {
    let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if t.hasPrefix("key=") { return looksLikeOne(String(t.dropFirst(4))) }
    if t.contains(":APA91b") { return true }
    return t.hasPrefix("AIza") && t.count == 39 && !t.contains(" ")
  }
}
