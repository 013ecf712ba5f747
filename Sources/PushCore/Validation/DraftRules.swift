/// Checks of the composer's metadata beside `message`.
enum DraftRules {
  static func check(_ draft: Draft, into out: inout [Diagnostic]) {
    // `SendMessageRequest.validate_only`, also spelled `validateOnly` (proto3 JSON, FCM-SPEC §1.1).
    for key in ["validate_only", "validateOnly"] {
      if let v = draft.document[key], v.boolValue == nil {
        out.append(
          Diagnostic(
            .validateOnly, JSONPath([.key(key)]), "must be true or false, found \(v.kindName)"))
      }
    }
    if draft.document["validate_only"] != nil, draft.document["validateOnly"] != nil {
      out.append(
        Diagnostic(
          .validateOnly, "validateOnly",
          "\"validateOnly\" and \"validate_only\" are the same field; keep one"))
    }
    if draft.document["message"]?.objectValue?["token"]?.stringValue
      == BuiltinTemplates.placeholderToken
    {
      out.append(
        Diagnostic(
          .placeholderToken, "message.token",
          "a placeholder, not a token: replace it with a registration token from your app"))
    }
    if let recipients = draft.document["recipients"] {
      checkRecipients(recipients, into: &out)
    }
    if let expires = draft.document["console"]?.objectValue?["expires"] {
      if let expiry = Expiry(json: expires) {
        if expiry.value < 0 || expiry.seconds > Expiry.maximumSeconds {
          out.append(
            Diagnostic(
              .consoleExpires, "console.expires", "must be from 0 to 4 weeks (FCM's limit)"))
        }
      } else {
        out.append(
          Diagnostic(
            .consoleExpires, "console.expires",
            "must be a number and a unit, like \"3 days\" (minutes, hours, days or weeks)"))
      }
    }
  }

  private static func checkRecipients(_ recipients: JSONValue, into out: inout [Diagnostic]) {
    guard let tokens = recipients.objectValue?["tokens"] else { return }
    guard let list = tokens.arrayValue else {
      out.append(
        Diagnostic(.recipientToken, "recipients.tokens", "must be a list of token strings"))
      return
    }
    var seen = Set<String>()
    for (i, token) in list.enumerated() {
      let path = JSONPath("recipients.tokens").appending(index: i)
      guard let s = token.stringValue, !s.isEmpty else {
        out.append(Diagnostic(.recipientToken, path, "must be a non-empty token string"))
        continue
      }
      if s == BuiltinTemplates.placeholderToken {
        out.append(
          Diagnostic(
            .placeholderToken, path,
            "a placeholder, not a token: replace it with a registration token from your app"))
      }
      if !seen.insert(s).inserted {
        out.append(Diagnostic(.duplicateToken, path, "duplicate token; it is sent only once"))
      }
    }
  }
}
