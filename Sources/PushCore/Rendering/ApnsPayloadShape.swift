/// How an APNs payload was put together from its parts (FCM-SPEC §6.3): `aps` first when it
/// has members, the custom keys, then `fcm_options` when an image is set and no custom key
/// takes its place. A payload of the same shape from the same custom keys differs from it in
/// the first and last members at most, so the next render rewrites only those.
struct ApnsPayloadShape: Sendable {
  /// The custom keys the payload was made from (compared by what they were flattened from).
  let keys: ApnsCustomKeys
  let hasAps: Bool
  let hasOptions: Bool

  /// The members the payload has.
  var count: Int { (hasAps ? 1 : 0) + keys.members.count + (hasOptions ? 1 : 0) }

  /// Whether a payload of this shape can be rewritten into one of `other`'s: the same custom
  /// keys (made from the same inputs, none named `fcm_options`, which the image would have
  /// replaced in the middle), `aps` and options present alike.
  func matches(_ other: ApnsPayloadShape) -> Bool {
    hasAps == other.hasAps && hasOptions == other.hasOptions && !keys.hasFCMOptions
      && !other.keys.hasFCMOptions && keys.data == other.keys.data
      && keys.custom == other.keys.custom
  }

  /// The payload of this shape: `recycled` (a payload of `previous`'s shape, which it takes,
  /// so changing it copies nothing when it was the only reference) rewritten in place when the
  /// shapes match, else built anew. `options` is the `fcm_options` member when `hasOptions`.
  func payload(
    aps: JSONObject, options: JSONObject.Member?, recycled: inout JSONObject?,
    previous: ApnsPayloadShape?
  ) -> JSONObject {
    if let previous, previous.matches(self), var payload = recycled, payload.count == count {
      recycled = nil
      if hasAps { payload.setValue(.object(aps), atPosition: 0) }
      if let options { payload.setValue(options.value, atPosition: payload.count - 1) }
      return payload
    }
    recycled = nil
    var members: [JSONObject.Member] = []
    members.reserveCapacity(count)
    if hasAps { members.append(JSONObject.Member(key: "aps", value: .object(aps))) }
    members += keys.members
    if let options { members.append(options) }
    return JSONObject(uncheckedMembers: members)
  }
}
