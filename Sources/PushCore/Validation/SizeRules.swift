/// Payload size per platform and the console's 1000-character limit (FCM-SPEC §2.3, §2.4).
enum SizeRules {
  /// The console's limit on what it lets you type.
  static let consoleCharacterLimit = ConsoleCounter.limit

  /// Checks a rendered message from scratch.
  static func check(_ message: JSONObject, into out: inout [Diagnostic]) {
    check(
      message, views: PlatformRenderer.views(of: message),
      characters: ConsoleCounter.characters(in: message), into: &out)
  }

  /// Checks a rendered draft with the sizes and count already computed.
  static func check(_ rendered: RenderedDraft, into out: inout [Diagnostic]) {
    check(
      rendered.message, views: rendered.views, characters: rendered.consoleCharacters,
      into: &out)
  }

  private static func check(
    _ message: JSONObject, views: [PlatformView], characters: Int,
    into out: inout [Diagnostic]
  ) {
    let isTopic = message["topic"] != nil || message["condition"] != nil
    for view in views {
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
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .warning, "message.notification",
          "title, text and custom data are \(characters) characters; the Firebase console allows "
            + "1000 (the API itself allows 4096 bytes)"))
    }
  }

}
