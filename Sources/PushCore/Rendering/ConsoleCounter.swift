/// The Firebase console's character count: title + text + custom data keys and values
/// (FCM-SPEC §2.4; which fields count is not documented, this is the likely reading).
public enum ConsoleCounter {
  /// The console's limit.
  public static let limit = 1000

  /// Characters counted for a rendered `Message`.
  public static func characters(in message: JSONObject) -> Int {
    let notification = message["notification"]?.objectValue ?? [:]
    var count = 0
    for key in ["title", "body"] { count += notification[key]?.stringValue?.characterCount ?? 0 }
    for member in message["data"]?.objectValue ?? [:] {
      count += member.key.characterCount + (member.value.stringValue?.characterCount ?? 0)
    }
    return count
  }
}
