/// The Firebase console's character count: title + text + custom data keys and values
/// (FCM-SPEC §2.4; which fields count is not documented, this is the likely reading).
public enum ConsoleCounter {
  /// The console's limit.
  public static let limit = 1000

  /// Characters counted for a rendered `Message`.
  public static func characters(in message: JSONObject) -> Int {
    var memo = DerivationMemo()
    return characters(in: message, memo: &memo)
  }

  /// `characters(in:)`, reusing the count of a custom-data map seen before.
  static func characters(in message: JSONObject, memo: inout DerivationMemo) -> Int {
    let notification = message["notification"]?.objectValue ?? [:]
    var count = 0
    for key in ["title", "body"] { count += notification[key]?.stringValue?.characterCount ?? 0 }
    if let data = message["data"] {
      count += memo.characters.value(for: data, compute: dataCharacters)
    }
    return count
  }

  private static func dataCharacters(_ data: JSONValue) -> Int {
    var count = 0
    for member in data.objectValue ?? [:] {
      count += member.key.characterCount + (member.value.stringValue?.characterCount ?? 0)
    }
    return count
  }
}
