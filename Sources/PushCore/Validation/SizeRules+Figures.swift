extension SizeRules {
  private static let messagePath: JSONPath = "message"
  private static let notificationPath: JSONPath = "message.notification"

  /// The size rules from the figures alone: each platform's payload bytes (in
  /// `PlatformRenderer.views` order) and the console's character count. Rendered drafts pass
  /// their views' figures; audience rows compute them from the template's figures and each
  /// row's cells (`AudienceFastPathTests` compares those with full validation).
  static func check(
    payloads: [(Platform, Int)], characters: Int, isTopic: Bool, into out: inout [Diagnostic]
  ) {
    for (platform, bytes) in payloads {
      let name = platform.title
      if bytes > PlatformView.byteLimit {
        out.append(
          Diagnostic(.error, messagePath, "\(name) payload is \(bytes) bytes; FCM's limit is 4096"))
      } else if isTopic, bytes > PlatformView.topicByteLimit {
        out.append(
          Diagnostic(
            .warning, messagePath,
            "\(name) payload is \(bytes) bytes; FCM documents 2048 for topic messages"))
      }
    }
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .warning, notificationPath,
          "title, text and custom data are \(characters) characters; the Firebase console allows "
            + "1000 (the API itself allows 4096 bytes)"))
    }
  }
}
