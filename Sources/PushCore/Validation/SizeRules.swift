/// Payload size per platform and the console's 1000-character limit (FCM-SPEC §2.3, §2.4).
enum SizeRules {
  /// The console's limit on what it lets you type.
  static let consoleCharacterLimit = ConsoleCounter.limit

  static func check(_ message: JSONObject, into out: inout [Diagnostic]) {
    let isTopic = message["topic"] != nil || message["condition"] != nil
    let payloads = PlatformRenderer.views(of: message).map { ($0.platform, $0.payloadBytes) }
    check(
      payloads: payloads, characters: ConsoleCounter.characters(in: message), isTopic: isTopic,
      into: &out)
  }

  /// The same rules from the figures alone: each platform's payload bytes (in
  /// `PlatformRenderer.views` order) and the console's character count. Audience rows use
  /// this with figures computed from the template and each row's texts.
  static func check(
    payloads: [(Platform, Int)], characters: Int, isTopic: Bool, into out: inout [Diagnostic]
  ) {
    for (platform, bytes) in payloads {
      let name = platform.title
      if bytes > PlatformView.byteLimit {
        out.append(
          Diagnostic(
            .error, "message",
            "\(name) payload is \(bytes) bytes; FCM's limit is 4096"))
      } else if isTopic, bytes > PlatformView.topicByteLimit {
        out.append(
          Diagnostic(
            .warning, "message",
            "\(name) payload is \(bytes) bytes; FCM documents 2048 for topic messages"))
      }
    }
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .warning, "message.notification",
          "title, text and custom data are \(characters) characters; the Firebase console allows "
            + "1000 (the API itself allows 4096 bytes)"))
    }
  }

}
