/// `LightSettings` and its `Color` (FCM-SPEC §1.6, §2.2).
extension RuleCase {
  private static func light(_ members: String) -> String {
    #""android": {"notification": {"light_settings": {"# + members + "}}}"
  }

  private static let color = #""color": {"red": 1, "green": 0, "blue": 0}"#
  private static let on = #""light_on_duration": "0.5s""#
  private static let off = #""light_off_duration": "1s""#

  static let lightCases: [RuleCase] = [
    .error(
      "light colour required", "message.android.notification.light_settings.color",
      "color is required",
      fail: light([on, off].joined(separator: ", ")),
      pass: light([color, on, off].joined(separator: ", "))),
    .error(
      "light on duration required",
      "message.android.notification.light_settings.light_on_duration",
      "light_on_duration is required",
      fail: light([color, off].joined(separator: ", ")),
      pass: light([color, on, off].joined(separator: ", "))),
    .error(
      "light off duration required",
      "message.android.notification.light_settings.light_off_duration",
      "light_off_duration is required",
      fail: light([color, on].joined(separator: ", ")),
      pass: light([color, on, off].joined(separator: ", "))),
    .error(
      "light durations not negative",
      "message.android.notification.light_settings.light_off_duration", "must not be negative",
      fail: light([color, on, #""light_off_duration": "-2s""#].joined(separator: ", ")),
      pass: light([color, on, #""light_off_duration": "2s""#].joined(separator: ", "))),
    .error(
      "light colour is an object, not hex", "message.android.notification.light_settings.color",
      "(the form converts #ff0000)",
      fail: light([##""color": "#ff0000""##, on, off].joined(separator: ", ")),
      pass: light(
        [#""color": {"red": 1, "green": 0, "blue": 0, "alpha": 0.5}"#, on, off]
          .joined(separator: ", "))),
    .error(
      "light colour components are 0 to 1", "message.android.notification.light_settings.color",
      "red must be a number from 0 to 1",
      fail: light(
        [#""color": {"red": 255, "green": 0, "blue": 0}"#, on, off]
          .joined(separator: ", ")),
      pass: light(
        [#""color": {"red": 1.0, "green": 0, "blue": 0}"#, on, off]
          .joined(separator: ", "))),
    .error(
      "light colour has only colour components",
      "message.android.notification.light_settings.color",
      #""purple" is not a colour component"#,
      fail: light([#""color": {"purple": 1}"#, on, off].joined(separator: ", ")),
      pass: light([#""color": {"blue": 1}"#, on, off].joined(separator: ", "))),
  ]
}
