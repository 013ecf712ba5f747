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
      if bytes > PlatformView.byteLimit {
        out.append(
          Diagnostic(.error, messagePath, sizeText(platform, bytes, "FCM's limit is 4096")))
      } else if isTopic, bytes > PlatformView.topicByteLimit {
        out.append(
          Diagnostic(
            .warning, messagePath,
            sizeText(platform, bytes, "FCM documents 2048 for topic messages")))
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

  /// "`Platform` payload is `bytes` bytes; `limit`", appended piece by piece into one buffer
  /// (a topic draft over 2048 bytes gets three of these on every keystroke, and interpolation
  /// cost several times as much).
  private static func sizeText(_ platform: Platform, _ bytes: Int, _ limit: String) -> String {
    let figure = String(bytes)
    var text = ""
    text.reserveCapacity(platform.title.utf8.count + figure.utf8.count + limit.utf8.count + 20)
    text += platform.title
    text += " payload is "
    text += figure
    text += " bytes; "
    text += limit
    return text
  }
}
