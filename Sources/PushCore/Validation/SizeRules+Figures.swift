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
          Diagnostic(.payloadSize, messagePath, sizeText(platform, bytes, "FCM's limit is 4096")))
      } else if isTopic, bytes > PlatformView.topicByteLimit {
        out.append(
          Diagnostic(
            .topicPayloadSize, messagePath,
            sizeText(platform, bytes, "FCM documents 2048 for topic messages")))
      }
    }
    if characters > consoleCharacterLimit {
      out.append(
        Diagnostic(
          .consoleCharacters, notificationPath,
          joined([
            "title, text and custom data are ", String(characters),
            " characters; the Firebase console allows 1000 (the API itself allows 4096 bytes)",
          ])))
    }
  }

  /// "`Platform` payload is `bytes` bytes; `limit`".
  private static func sizeText(_ platform: Platform, _ bytes: Int, _ limit: String) -> String {
    joined([platform.title, " payload is ", String(bytes), " bytes; ", limit])
  }

  /// The pieces as one string, copied once into storage of the right size (a topic draft over
  /// 2048 bytes gets three size warnings on every keystroke, and interpolating or appending
  /// them cost several times as much).
  private static func joined(_ pieces: [String]) -> String {
    let count = pieces.reduce(0) { $0 + $1.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var at = 0
      for var piece in pieces {
        piece.withUTF8 { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[at..<(at + bytes.count)])
            .initialize(from: bytes)
          at += bytes.count
        }
      }
      return at
    }
  }
}
