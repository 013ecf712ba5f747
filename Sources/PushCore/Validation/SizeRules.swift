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
    check(
      payloads: views.map { ($0.platform, $0.payloadBytes) }, characters: characters,
      isTopic: message["topic"] != nil || message["condition"] != nil, into: &out)
  }
}
