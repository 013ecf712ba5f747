/// Payload size per platform and the console's 1000-character limit (FCM-SPEC §2.3, §2.4).
enum SizeRules {
  /// The console's limit on what it lets you type.
  static let consoleCharacterLimit = ConsoleCounter.limit

  static func check(_ message: JSONObject, into out: inout [Diagnostic]) {
    let isTopic = message["topic"] != nil || message["condition"] != nil
    for view in PlatformRenderer.views(of: message) {
      let name = view.platform.title
      if view.payloadBytes > PlatformView.byteLimit {
        out.append(
          Diagnostic(
            .error, "message",
            "\(name) payload is \(view.payloadBytes) bytes; FCM's limit is 4096"))
      } else if isTopic, view.payloadBytes > PlatformView.topicByteLimit {
        out.append(
          Diagnostic(
            .warning, "message",
            "\(name) payload is \(view.payloadBytes) bytes; FCM documents 2048 for topic messages"))
      }
    }
    let characters = ConsoleCounter.characters(in: message)
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .warning, "message.notification",
          "title, text and custom data are \(characters) characters; the Firebase console allows "
            + "1000 (the API itself allows 4096 bytes)"))
    }
  }

}
