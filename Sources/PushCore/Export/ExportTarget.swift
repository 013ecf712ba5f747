/// Decides who an exported request goes to. A v1 request has exactly one target, so:
/// `--token` wins (replacing the draft's own target); else the message's own target; else the
/// first of the draft's recipient tokens; else a placeholder token. Each case except the
/// message's own target is explained in a note.
enum ExportTarget {
  /// The message with its target in place, and notes explaining the choice.
  static func apply(to message: JSONObject, draft: Draft, token: String?) -> (
    message: JSONObject, notes: [String]
  ) {
    let own = MessageTarget.keys.first { message[$0] != nil }
    if let token {
      let replaced = own.flatMap { key in
        message[key].map { "\(key) \(JSONWriter.string($0, style: .compact))" }
      }
      let message = MessageTarget.placing("token", token, in: message)
      let note = replaced.map { "Target: the --token given (instead of the draft's \($0))." }
      return (message, [note ?? "Target: the registration token given with --token."])
    }
    if own != nil { return (message, []) }
    let recipients = draft.recipientTokens
    if let first = recipients.first {
      let message = MessageTarget.placing("token", first, in: message)
      let note =
        recipients.count == 1
        ? "Target: the draft's recipient token."
        : "Target: the first of the draft's \(recipients.count) recipient tokens; "
          + "`fcm-compose send` sends to all of them."
      return (message, [note])
    }
    return (
      MessageTarget.placing("token", ExportOptions.tokenPlaceholder, in: message),
      [
        "Target: the draft has none; replace \(ExportOptions.tokenPlaceholder) "
          + "(or export with --token)."
      ]
    )
  }
}
