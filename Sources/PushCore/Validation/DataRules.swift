/// Reserved custom-data keys (FCM-SPEC §2.1, composer rule revised 2026-12-01: never reject what
/// the backend accepts).
enum DataRules {
  /// Every custom-data map, relative to `message`: the common one and the platform replacements.
  static let dataPaths: [JSONPath] = [
    "message.data", "message.android.data", "message.android_v2.data", "message.webpush.data",
  ]

  static func check(
    _ message: MessageReading, memo: inout DerivationMemo, into out: inout [Diagnostic]
  ) {
    for path in dataPaths {
      // Taken whole (the memo compares it): typing a value in it runs these rules again.
      guard let data = message.descendant(path.components.dropFirst())?.objectValue?.whole()
      else { continue }
      for found in memo.dataKeys.value(for: data, compute: problems) {
        out.append(Diagnostic(found.rule, path.appending(found.key), found.message))
      }
    }
  }

  /// Each key of a custom-data map that breaks a rule.
  private static func problems(_ data: JSONValue) -> [(
    key: String, rule: RuleID, message: String
  )] {
    (data.objectValue ?? [:]).compactMap { member in
      problem(member.key).map { (member.key, $0.0, $0.1) }
    }
  }

  static func problem(_ key: String) -> (RuleID, String)? {
    let lower = key.lowercased()
    if key.isEmpty { return (.dataKeyEmpty, "custom data keys must not be empty") }
    // REST-MSG (current): "must not be from, message_type, or start with google. or gcm.".
    if ["from", "message_type"].contains(lower) {
      return (.dataKeyReserved, "\"\(key)\" is a reserved key; FCM rejects it in custom data")
    }
    if lower.hasPrefix("google.") || lower.hasPrefix("gcm.") {
      return (
        .dataKeyReserved,
        "keys starting with \"google.\" or \"gcm.\" are reserved; FCM rejects \"\(key)\""
      )
    }
    // MSG-TYPES lists "notification", but the API accepts it (beste/firebase-php#588).
    if lower == "notification" {
      return (
        .dataKeyNotification,
        "\"notification\" is listed as reserved by the FCM guides; FCM accepts it, but client "
          + "libraries may confuse it with the notification payload"
      )
    }
    // REST-ERR: FCM overwrites its own words such as collapse_key.
    if lower == "collapse_key" {
      return (
        .dataKeyOverwritten, "\"collapse_key\" is reserved: FCM overwrites your value with its own"
      )
    }
    // Older REST-MSG wording reserved "google"/"gcm" without the dot (unverified today).
    if lower.hasPrefix("google") || lower.hasPrefix("gcm") {
      return (
        .dataKeyLegacy,
        "keys starting with \"google\" or \"gcm\" were reserved by older FCM docs; the Android "
          + "SDK may hide \"\(key)\" from the app"
      )
    }
    return nil
  }
}
