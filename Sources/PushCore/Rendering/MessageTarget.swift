/// The one rule for giving a message its recipient (sending, exports): a v1 message has
/// exactly one target, so every target key is removed and the new one stands where the
/// message's own target stood, else last.
public enum MessageTarget {
  /// The `Message` target union's keys (FCM-SPEC §1.3).
  public static let keys = ["token", "fid", "topic", "condition"]

  /// Where the message names its target now (the first target key), else nil.
  public static func position(in message: JSONObject) -> Int? {
    message.keys.firstIndex(where: keys.contains)
  }

  /// `message` without any target.
  public static func removingTargets(from message: JSONObject) -> JSONObject {
    var object = message
    for key in keys { object.removeValue(forKey: key) }
    return object
  }

  /// `message` with `key: value` as its only target.
  public static func placing(_ key: String, _ value: String, in message: JSONObject) -> JSONObject {
    let position = self.position(in: message)
    var object = removingTargets(from: message)
    object.insert(.string(value), forKey: key, at: position ?? object.count)
    return object
  }
}
