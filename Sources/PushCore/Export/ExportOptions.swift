import Foundation

/// What an export needs beyond the draft. Nothing here is a credential: exports carry
/// placeholders (an access-token variable, Application Default Credentials) instead.
public struct ExportOptions: Sendable {
  /// Firebase project id for the URL / app options; `nil` leaves a placeholder or lets the SDK
  /// take it from the credentials.
  public var project: String?
  /// Registration token to send to instead of the draft's own target.
  public var token: String?
  /// Base URL replacing `https://fcm.googleapis.com` (curl only).
  public var endpoint: String?
  /// Bundle id for the `.apns` file's "Simulator Target Bundle".
  public var bundleID: String?
  /// "Now", for the console's Expires option (an absolute `apns-expiration`).
  public var now: Date
  /// The draft's file name, quoted in the generated header comment.
  public var sourceName: String?

  public init(
    project: String? = nil, token: String? = nil, endpoint: String? = nil,
    bundleID: String? = nil, now: Date, sourceName: String? = nil
  ) {
    self.project = project
    self.token = token
    self.endpoint = endpoint
    self.bundleID = bundleID
    self.now = now
    self.sourceName = sourceName
  }

  /// FCM's production base URL.
  public static let defaultEndpoint = "https://fcm.googleapis.com"
  /// The placeholder used when no project id is given.
  public static let projectPlaceholder = "YOUR_PROJECT_ID"
  /// The placeholder used when the draft has no target and no `--token` is given.
  public static let tokenPlaceholder = "YOUR_REGISTRATION_TOKEN"
  /// The placeholder bundle id of `.apns` exports.
  public static let bundlePlaceholder = "com.example.app"
}

/// An export's text plus notes worth telling the user (placeholders used, values an SDK cannot
/// express); the notes also appear as comments inside the text where the format allows.
public struct ExportResult: Sendable, Hashable {
  public var text: String
  public var notes: [String]

  public init(text: String, notes: [String] = []) {
    self.text = text
    self.notes = notes
  }
}
