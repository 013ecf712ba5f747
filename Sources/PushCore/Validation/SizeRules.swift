/// Payload size per platform and the console's 1000-character limit (FCM-SPEC §2.3, §2.4).
enum SizeRules {
  /// The console's limit on what it lets you type.
  static let consoleCharacterLimit = 1000

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
    let characters = consoleCharacters(message)
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .warning, "message.notification",
          "title, text and custom data are \(characters) characters; the Firebase console allows "
            + "1000 (the API itself allows 4096 bytes)"))
    }
  }

  /// Characters the console counts: title + text + custom data keys and values.
  public static func consoleCharacters(_ message: JSONObject) -> Int {
    let notification = message["notification"]?.objectValue ?? [:]
    var count = 0
    for key in ["title", "body"] { count += notification[key]?.stringValue?.count ?? 0 }
    for member in message["data"]?.objectValue ?? [:] {
      count += member.key.count + (member.value.stringValue?.count ?? 0)
    }
    return count
  }
}
