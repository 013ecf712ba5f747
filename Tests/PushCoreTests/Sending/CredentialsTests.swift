import Foundation
import PushCore
import TestSupport
import Testing

@Suite("Credentials")
struct CredentialsTests {

  @Test func legacyServerKeyFileIsExplained() throws {
    let data = Data("AAAAb3N4cmU:APA91bHk2bGF0ZXN0LXNlcnZlci1rZXk\n".utf8)
    let error = #expect(throws: SendError.self) {
      try ServiceAccount.parse(data, displayPath: "key.txt")
    }
    #expect(error == .legacyServerKey(path: "key.txt"))
    #expect(error?.description.contains("shut down") == true)
    #expect(error?.description.contains("Generate new private key") == true)
  }

  @Test func legacyKeyAsAccessTokenIsRecognised() {
    #expect(LegacyServerKey.looksLikeOne("AAAAxyz:APA91bEabc"))
    #expect(!LegacyServerKey.looksLikeOne("ya29.a0AfH6SMB"))
  }

  @Test(arguments: [
    (#"{"type":"authorized_user","client_id":"x","refresh_token":"y"}"#, "gcloud user credentials"),
    (#"{"project_info":{"project_id":"p"},"client":[]}"#, "google-services.json"),
    (#"{"type":"external_account"}"#, "workload identity"),
    (#"{"hello":"world"}"#, "no \"type\""),
  ])
  func otherJSONFilesAreNamed(json: String, mentions: String) throws {
    let error = #expect(throws: SendError.self) {
      try ServiceAccount.parse(Data(json.utf8), displayPath: "f.json")
    }
    #expect(error?.description.contains(mentions) == true)
    #expect(error?.description.contains("--access-token") == true)
  }

  @Test func missingFileSaysSo() {
    let error = #expect(throws: SendError.self) {
      try ServiceAccount.load(
        contentsOf: URL(fileURLWithPath: "/nonexistent/sa.json"), displayPath: "sa.json")
    }
    #expect(error == .credentialsUnreadable(path: "sa.json", reason: "no such file"))
  }

  @Test func badPrivateKeyNeverEchoesTheKey() throws {
    let secret = "-----BEGIN PRIVATE KEY-----\nTOPSECRETMATERIAL\n-----END PRIVATE KEY-----\n"
    let account = ServiceAccount(
      projectID: "p", privateKeyID: "k", clientEmail: "a@p.iam.gserviceaccount.com",
      tokenURI: ServiceAccount.googleTokenURI, privateKeyPEM: secret)
    let error = #expect(throws: SendError.self) {
      try JWTAssertion(account: account, displayPath: "sa.json")
    }
    #expect(error?.description.contains("TOPSECRET") == false)
    #expect(!account.description.contains("TOPSECRET"))
    #expect(!String(describing: account).contains("TOPSECRET"))
  }

  @Test func serviceAccountFieldsAndDefaults() throws {
    let json =
      #"{"type":"service_account","project_id":"p1","private_key_id":"kid","private_key":"PEM","client_email":"e@p1.iam.gserviceaccount.com"}"#
    let account = try ServiceAccount.parse(Data(json.utf8), displayPath: "sa.json")
    #expect(account.projectID == "p1")
    #expect(account.tokenURI == "https://oauth2.googleapis.com/token")
    #expect(account.privateKeyID == "kid")
  }

  @Test func jwtHasHeaderAndClaimsGoogleExpects() throws {
    let key = try generateKeyPEM()
    let account = ServiceAccount(
      projectID: "p", privateKeyID: "kid-1", clientEmail: "s@p.iam.gserviceaccount.com",
      tokenURI: "http://127.0.0.1:9/token", privateKeyPEM: key)
    let jwt = try JWTAssertion(account: account, displayPath: "sa.json")
      .make(now: Date(timeIntervalSince1970: 1_700_000_000))
    let parts = jwt.split(separator: ".").map(String.init)
    #expect(parts.count == 3)
    let header = try #require(Base64URL.decode(parts[0]))
    let claims = try #require(Base64URL.decode(parts[1]))
    #expect(
      String(decoding: header, as: UTF8.self) == #"{"alg":"RS256","kid":"kid-1","typ":"JWT"}"#)
    #expect(
      String(decoding: claims, as: UTF8.self)
        == #"{"iss":"s@p.iam.gserviceaccount.com","scope":"https://www.googleapis.com/auth/firebase.messaging","aud":"https://oauth2.googleapis.com/token","iat":1700000000,"exp":1700003600}"#
    )
    #expect(Base64URL.decode(parts[2])?.count == 256)
  }

  @Test(arguments: ["http://fcm.example.com", "ftp://127.0.0.1", "not a url"])
  func plainHTTPOnlyForLoopback(url: String) {
    #expect(throws: SendError.self) { try EndpointURL.validated(url) }
  }

  @Test(arguments: [
    "http://127.0.0.1:8080", "http://localhost:1/", "http://[::1]:9", "https://fcm.googleapis.com",
  ])
  func acceptedEndpoints(url: String) throws {
    let validated = try EndpointURL.validated(url)
    #expect(!validated.hasSuffix("/"))
  }
}

func generateKeyPEM() throws -> String {
  let scratch = try TemporaryDirectory(prefix: "fcm-key")
  let path = scratch.appending("key.pem").path
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  p.arguments = [
    "openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", path,
  ]
  p.standardError = FileHandle.nullDevice
  try p.run()
  p.waitUntilExit()
  return try String(contentsOfFile: path, encoding: .utf8)
}
