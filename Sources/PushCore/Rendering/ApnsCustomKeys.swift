/// The top-level keys of an APNs payload besides `aps` (FCM-SPEC §6.3): the custom data, then
/// `apns.payload`'s own keys. A later key replaces an earlier one in place, and a key named
/// "aps" is dropped (`aps` is Apple's own dictionary).
///
/// While the user types a title, neither input changes: the composer keeps the last result in
/// `DerivationMemo` and reuses it, members and bytes, instead of flattening 100 data pairs again.
struct ApnsCustomKeys: Sendable {
  /// `message.data`, as flattened.
  let data: JSONValue?
  /// `apns.payload`, as flattened.
  let custom: JSONValue?
  /// The members, in payload order.
  let members: [JSONObject.Member]
  /// UTF-8 bytes of the members in compact JSON (keys, colons and values; no commas).
  let bytes: Int
  /// Whether one of the members is named `fcm_options` (which the image would replace).
  let hasFCMOptions: Bool

  /// Flattens `data` and `custom`, recording in `sources` where each key came from.
  init(data: JSONValue?, custom: JSONValue?, sources: inout SourceRecorder) {
    self.data = data
    self.custom = custom
    let dataMembers = (data?.objectValue ?? [:]).members
    let customMembers = (custom?.objectValue ?? [:]).members
    let dataSource = PlatformRenderer.messagePath.appending("data")
    let customSource = PlatformRenderer.messagePath.appending("apns").appending("payload")
    // Indexed by key: 100 data pairs would otherwise cost 5,000 string comparisons.
    var positions: [String: Int] = [:]
    var members: [JSONObject.Member] = []
    members.reserveCapacity(dataMembers.count + customMembers.count)
    for (index, member) in (dataMembers + customMembers).enumerated() where member.key != "aps" {
      if let i = positions[member.key] {
        members[i].value = member.value
      } else {
        positions[member.key] = members.count
        members.append(member)
      }
      sources.set(
        JSONPath([.key("payload"), .key(member.key)]),
        from: (index < dataMembers.count ? dataSource : customSource).appending(member.key))
    }
    self.members = members
    bytes = members.reduce(0) { $0 + PayloadSize.memberBytes($1) }
    hasFCMOptions = positions["fcm_options"] != nil
  }

  /// The flattening of `data` and `custom`: `memo`'s when it was made from the same inputs,
  /// else a new one, remembered in `memo`.
  static func of(data: JSONValue?, custom: JSONValue?, memo: inout ApnsCustomKeys?)
    -> ApnsCustomKeys
  {
    if let memo, memo.data == data, memo.custom == custom { return memo }
    var none = SourceRecorder(recording: false)
    let keys = ApnsCustomKeys(data: data, custom: custom, sources: &none)
    memo = keys
    return keys
  }
}
