/// One FCM HTTP v1 field: the single source of truth that the form, the validator, the preview
/// highlighting, `fcm-compose fields` and the docs are all derived from.
public struct Field: Sendable, Hashable, Identifiable {
  /// The JSON path in the request body, array elements written `[]`:
  /// `message.android.notification.color`, `message.webpush.notification.actions[].title`.
  public let path: String
  /// The kind of value.
  public let kind: FieldKind
  /// The form label.
  public let label: String
  /// One line of help shown in the form and `fields`.
  public let help: String
  /// The platform whose override tab holds the field.
  public let platform: Platform
  /// The console step that shows the field, if the console has it.
  public let console: ConsoleStep?
  /// Extra rules.
  public let rules: [FieldRule]
  /// A feature the field belongs to across objects (the form gathers it in one section).
  public let group: FieldGroup?
  /// The parent field's path (`message.android.notification` for `…notification.color`).
  public let parentPath: String
  /// The last path component (`color`).
  public let key: String
  /// The key's proto3 JSON name (`clickAction` for `click_action`; the key itself when it has
  /// no underscore). Kept with the field because the validator asks for it on every check.
  public let camelKey: String

  public var id: String { path }

  public init(
    _ path: String, _ kind: FieldKind, _ label: String, _ help: String,
    platform: Platform, console: ConsoleStep? = nil, rules: [FieldRule] = [],
    group: FieldGroup? = nil
  ) {
    self.path = path
    self.kind = kind
    self.label = label
    self.help = help
    self.platform = platform
    self.console = console
    self.rules = rules
    self.group = group
    if let dot = path.lastIndex(of: ".") {
      parentPath = String(path[..<dot])
      key = String(path[path.index(after: dot)...])
    } else {
      parentPath = ""
      key = path
    }
    camelKey = FieldSchema.protoJSONName(key)
  }

  /// The path as a `JSONPath` (only valid for fields outside lists).
  public var jsonPath: JSONPath { JSONPath(parsing: path) ?? .root }

  /// How deep the field sits below `message` (0 for `message.token`).
  public var depth: Int { path.split(separator: ".").count - 2 }

  /// Whether the field is a leaf value edited directly (not a container of other fields).
  public var isLeaf: Bool { kind != .object && kind != .objectList }
}

/// Fields that make one feature although they sit in different objects.
public enum FieldGroup: String, Sendable, Hashable, CaseIterable {
  /// An ActivityKit Live Activity push: `apns.live_activity_token` and the `aps` keys of Apple's
  /// "Starting and updating Live Activities with ActivityKit push notifications".
  case liveActivity

  /// The form's section title.
  public var title: String {
    switch self {
    case .liveActivity: "Live Activity"
    }
  }
}
