/// The id of every rule validation can report; `rule` is its entry in the one rule table
/// (`RuleID+Table.swift`), which `fcm-compose rules` prints and `help validation` links to.
public enum RuleID: String, Sendable, Hashable, CaseIterable, Codable {
  // The request's shape (FCM's proto3 JSON parser).
  case type
  case unknownField = "unknown-field"
  case duplicateSpelling = "duplicate-spelling"
  case required, empty
  case tooLong = "too-long"
  case characters, range
  case enumValue = "enum-value"
  case enumSpelling = "enum-spelling"
  case durationFormat = "duration-format"
  case timestampFormat = "timestamp-format"
  case secondsFormat = "seconds-format"
  case colorFormat = "color-format"
  case urlFormat = "url-format"
  case mapValueType = "map-value-type"
  case flagValue = "flag-value"
  case flagZero = "flag-zero"
  case localizedText = "localized-text"
  // Keys and values that pass but probably do not do what was meant.
  case unknownKey = "unknown-key"
  case duplicateKey = "duplicate-key"
  case whitespace
  case topicPrefix = "topic-prefix"
  case deprecated
  case discouragedValue = "discouraged-value"
  case notAllowed = "not-allowed"
  case caution
  // Admin SDK checks.
  case locArgsNeedKey = "loc-args-need-key"
  case nodeImageURL = "node-image-url"
  case unicodeHost = "unicode-host"
  case apnsPayloadAps = "apns-payload-aps"
  // Target.
  case noMessage = "no-message"
  case noTarget = "no-target"
  case targetCount = "target-count"
  case conditionSyntax = "condition-syntax"
  case conditionTopics = "condition-topics"
  // Custom data.
  case dataKeyEmpty = "data-key-empty"
  case dataKeyReserved = "data-key-reserved"
  case dataKeyNotification = "data-key-notification"
  case dataKeyOverwritten = "data-key-overwritten"
  case dataKeyLegacy = "data-key-legacy"
  // Android.
  case vibrateIgnored = "vibrate-ignored"
  case androidV2Both = "android-v2-both"
  case androidV2Kind = "android-v2-kind"
  // Apple.
  case alertKeyType = "alert-key-type"
  case apnsDataPriority10 = "apns-data-priority-10"
  case apnsDataPriority = "apns-data-priority"
  case apnsImageMutable = "apns-image-mutable"
  case apnsBackgroundPriority = "apns-background-priority"
  case apnsBackgroundAlert = "apns-background-alert"
  case apnsExpirationPast = "apns-expiration-past"
  case liveActivityRequired = "live-activity-required"
  case liveActivityDismissal = "live-activity-dismissal"
  case liveActivityMilliseconds = "live-activity-milliseconds"
  // Web.
  case webRenotifyTag = "web-renotify-tag"
  case webSilentVibrate = "web-silent-vibrate"
  // Sizes.
  case payloadSize = "payload-size"
  case topicPayloadSize = "topic-payload-size"
  case consoleCharacters = "console-characters"
  // The draft's own metadata, templates and audiences.
  case validateOnly = "validate-only"
  case consoleExpires = "console-expires"
  case recipientToken = "recipient-token"
  case duplicateToken = "duplicate-token"
  case placeholderToken = "placeholder-token"
  case template
  case emptyCell = "empty-cell"
  case ignoreList = "ignore-list"
  case scheduleForm = "schedule-form"
  case scheduleZone = "schedule-zone"
  case scheduleNever = "schedule-never"
  case schedulePast = "schedule-past"
  case scheduleClockChange = "schedule-clock-change"
  case audience
  case skippedRow = "skipped-row"
  case jsonSyntax = "json-syntax"
  case draftFile = "draft-file"
  // Not from validation: what FCM answered to a send, and the composer's notes.
  case fcmRejected = "fcm-rejected"
  case note

  /// This rule's entry in the table.
  public var rule: Rule { Self.table[self] ?? Self.missing(self) }

  /// The table as a list, in declaration order.
  public static var all: [Rule] { allCases.map(\.rule) }

  /// Only reached if a case has no entry (`RuleTableTests` fails then).
  private static func missing(_ id: RuleID) -> Rule {
    Rule(
      id: id, level: .error, source: .compose, why: "(no entry in the rule table)", example: "",
      refusedBy: [])
  }

  /// The id whose raw value is `text` (as `--ignore` and `fcm_compose.ignore` name it).
  public init?(named text: String) { self.init(rawValue: text) }
}
