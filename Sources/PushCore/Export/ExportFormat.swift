/// What `fcm-compose export` can turn a draft into.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// A runnable `curl` command posting the exact request body to `messages:send`.
  case curl
  /// Firebase Admin Node.js SDK (`firebase-admin/app`, `firebase-admin/messaging`), ES module.
  case node
  /// Firebase Admin Python SDK (`firebase_admin.messaging`).
  case python
  /// Firebase Admin Go SDK (`firebase.google.com/go/v4/messaging`).
  case go
  /// An `.apns` file for the iOS Simulator (`xcrun simctl push` or drag and drop).
  case apns

  /// The usual file name extension for the export.
  public var fileExtension: String {
    switch self {
    case .curl: "sh"
    case .node: "mjs"
    case .python: "py"
    case .go: "go"
    case .apns: "apns"
    }
  }

  /// A human name for palettes and messages.
  public var title: String {
    switch self {
    case .curl: "curl command"
    case .node: "Node.js Admin SDK snippet"
    case .python: "Python Admin SDK snippet"
    case .go: "Go Admin SDK snippet"
    case .apns: "iOS Simulator .apns file"
    }
  }
}
