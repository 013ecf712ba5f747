/// Reserved custom-data keys (FCM-SPEC §2.1: the strictest union of the documented wordings).
enum DataRules {
  /// Every custom-data map: the common one and the two platform replacements.
  static let dataPaths: [JSONPath] = [
    "message.data", "message.android.data", "message.webpush.data",
  ]

  static func check(_ document: JSONValue, into out: inout [Diagnostic]) {
    for path in dataPaths {
      guard let data = document[path: path]?.objectValue else { continue }
      for key in data.keys {
        if let problem = problem(key) {
          out.append(Diagnostic(problem.0, path.appending(key), problem.1))
        }
      }
    }
  }

  static func problem(_ key: String) -> (Severity, String)? {
    let lower = key.lowercased()
    if ["from", "notification", "message_type"].contains(lower) {
      return (.error, "\"\(key)\" is a reserved key; FCM rejects it in custom data")
    }
    if lower == "collapse_key" {
      return (.warning, "\"collapse_key\" is reserved: FCM overwrites your value with its own")
    }
    if lower.hasPrefix("google") || lower.hasPrefix("gcm") {
      return (
        .error,
        "keys starting with \"google\" or \"gcm\" are reserved; the app would never see \"\(key)\""
      )
    }
    if key.isEmpty { return (.error, "custom data keys must not be empty") }
    return nil
  }
}
