import Foundation
import PushCore

/// Where the Admin SDKs' canonical encoding legitimately differs from `fcm-compose render` while
/// FCM reads the same message (FCM-SPEC §1.1). Both sides are put in this canonical form before
/// comparing; everything else must match exactly (key order aside):
///
/// 1. `android.priority`: the SDKs send lowercase (`"normal"`), render keeps the proto name
///    (`"NORMAL"`).
/// 2. Durations (`android.ttl`, `vibrate_timings[]`, `light_on_duration`, `light_off_duration`):
///    the SDKs write nine fractional digits (`"0.500000000s"`) where render keeps `"0.5s"`.
/// 3. `android.notification.event_time`: Python always writes six fractional digits.
/// 4. `light_settings.color`: the SDKs take `#rrggbbaa` and send n/255 floats with `alpha` always
///    present (1.0 when the draft has none); compared as 8-bit channels.
enum SDKEncoding {
  static func canonical(_ value: JSONValue) -> JSONValue { canonical(value, path: "") }

  private static let durationPaths: Set<String> = [
    "message.android.ttl", "message.android.notification.vibrate_timings[]",
    "message.android.notification.light_settings.light_on_duration",
    "message.android.notification.light_settings.light_off_duration",
  ]

  private static func canonical(_ value: JSONValue, path: String) -> JSONValue {
    switch (path, value) {
    case ("message.android.priority", .string(let s)):
      return .string(s.uppercased())
    case (_, .string(let s)) where durationPaths.contains(path):
      guard s.hasSuffix("s"), let seconds = Decimal(string: String(s.dropLast())) else {
        return value
      }
      return .string("\(seconds)s")
    case ("message.android.notification.event_time", .string(let s)):
      return .string(nanosecondTimestamp(s))
    case ("message.android.notification.light_settings.color", .object(let o)):
      var channels = JSONObject()
      for key in ["red", "green", "blue", "alpha"] {
        let x = o[key]?.numberValue?.doubleValue ?? (key == "alpha" ? 1 : 0)
        channels[key] = .number(JSONNumber(Int((x * 255).rounded())))
      }
      return .object(channels)
    case (_, .object(let o)):
      return .object(
        JSONObject(
          o.map { ($0.key, canonical($0.value, path: path.isEmpty ? $0.key : path + "." + $0.key)) }
        ))
    case (_, .array(let items)):
      return .array(items.map { canonical($0, path: path + "[]") })
    default:
      return value
    }
  }

  /// `2024-05-01T12:00:00.123456Z` → `2024-05-01T12:00:00.123456000Z`.
  private static func nanosecondTimestamp(_ s: String) -> String {
    guard s.hasSuffix("Z") else { return s }
    let body = s.dropLast()
    let parts = body.split(separator: ".", maxSplits: 1)
    let fraction = parts.count == 2 ? String(parts[1]) : ""
    return parts[0] + "." + fraction.padding(toLength: 9, withPad: "0", startingAt: 0) + "Z"
  }
}
