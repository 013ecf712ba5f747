import Foundation

/// Builds the RS256-signed JWT of the OAuth 2.0 JWT-bearer grant for a service account
/// (FCM-SPEC §4.3): header `alg`/`kid`/`typ`, claims `iss`/`scope`/`aud`/`iat`/`exp`.
public struct JWTAssertion: Sendable {
  /// The scope FCM HTTP v1 needs.
  public static let messagingScope = OAuthScope.messaging
  /// Longest lifetime Google accepts (and google-auth's choice).
  public static let maxLifetime: TimeInterval = 3600

  private let account: ServiceAccount
  private let signer: RSASigner

  /// Prepares signing for `account`; throws if its private key cannot be loaded.
  public init(account: ServiceAccount, displayPath: String) throws(SendError) {
    self.account = account
    do {
      signer = try RSASigner(pem: account.privateKeyPEM)
    } catch {
      throw .invalidPrivateKey(path: displayPath, reason: error.description)
    }
  }

  /// The signed JWT (`header.claims.signature`, base64url) issued at `now`.
  /// `scope` is FCM's unless the token is for something else (IAM, to impersonate).
  public func make(
    now: Date, lifetime: TimeInterval = maxLifetime, scope: String = OAuthScope.messaging
  ) throws(SendError) -> String {
    let iat = Int(now.timeIntervalSince1970)
    var header = "{\"alg\":\"RS256\","
    if let kid = account.privateKeyID { header += "\"kid\":\(JSONWriter.quoted(kid))," }
    header += "\"typ\":\"JWT\"}"
    let claims =
      "{\"iss\":\(JSONWriter.quoted(account.clientEmail)),"
      + "\"scope\":\(JSONWriter.quoted(scope)),"
      + "\"aud\":\(JSONWriter.quoted(ServiceAccount.googleTokenURI)),"
      + "\"iat\":\(iat),\"exp\":\(iat + Int(min(lifetime, Self.maxLifetime)))}"
    let input = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
    do {
      let signature = try signer.sign(Array(input.utf8))
      return input + "." + Base64URL.encode(signature)
    } catch {
      throw .invalidPrivateKey(path: account.clientEmail, reason: error.description)
    }
  }
}

/// Base64url without padding (RFC 7515 §2).
public enum Base64URL {
  /// Encodes bytes.
  public static func encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Decodes text, or nil if it is not base64url.
  public static func decode(_ text: String) -> [UInt8]? {
    var s = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while s.count % 4 != 0 { s += "=" }
    return Data(base64Encoded: s).map { Array($0) }
  }
}
