/// A draft: the HTTP v1 request body at `message` plus the composer's own metadata beside it.
///
/// ```json
/// { "name": "Spring sale", "notes": "…", "profile": "staging",
///   "recipients": { "tokens": ["…"] },
///   "console": { "expires": { "value": 4, "unit": "weeks" } },
///   "message": { … } }
/// ```
/// The whole file is kept as an ordered JSON object, so unknown keys (and `validate_only`
/// of a plain request body) survive load and save untouched. A plain `{"message": …}` request
/// body is a valid draft.
public struct Draft: Sendable, Hashable {
  /// The file's top-level object.
  public var document: JSONObject

  /// A draft from a document object.
  public init(document: JSONObject = [:]) { self.document = document }

  /// A draft holding `message`.
  public init(message: JSONObject) { self.document = ["message": .object(message)] }

  /// The v1 `Message` object (empty if absent).
  public var message: JSONObject {
    get { document["message"]?.objectValue ?? [:] }
    set { document["message"] = .object(newValue) }
  }

  /// The value at a path inside the document (`message.notification.title`).
  public func value(at path: JSONPath) -> JSONValue? { JSONValue.object(document)[path: path] }

  /// Sets or removes the value at a path, pruning emptied objects (but never `message`).
  public mutating func setValue(_ value: JSONValue?, at path: JSONPath) {
    var root = JSONValue.object(document)
    root.setValue(value, at: path)
    document = root.objectValue ?? [:]
    if document["message"] == nil { document["message"] = .object([:]) }
  }

  /// The console's "Notification name": a campaign label that is never sent.
  public var name: String? {
    get { document["name"]?.stringValue }
    set { setValue(newValue.map { .string($0) }, at: "name") }
  }

  /// Free-form notes for the team.
  public var notes: String? {
    get { document["notes"]?.stringValue }
    set { setValue(newValue.map { .string($0) }, at: "notes") }
  }

  /// The profile (Firebase project) this draft is meant for; never a credential.
  public var profile: String? {
    get { document["profile"]?.stringValue }
    set { setValue(newValue.map { .string($0) }, at: "profile") }
  }

  /// Registration tokens to send to, one request each (the console's test devices / token list).
  public var recipientTokens: [String] {
    get {
      document["recipients"]?.objectValue?["tokens"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    set {
      setValue(
        newValue.isEmpty ? nil : .array(newValue.map { .string($0) }), at: "recipients.tokens")
    }
  }

  /// The console's "Expires" option, applied to each platform on render.
  public var expiry: Expiry? {
    get { document["console"]?.objectValue?["expires"].flatMap(Expiry.init(json:)) }
    set { setValue(newValue?.json, at: "console.expires") }
  }
}

/// The console's "Expires" option: a number and a unit, at most 4 weeks.
public struct Expiry: Sendable, Hashable {
  /// Units the console offers.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    case minutes, hours, days, weeks

    /// Seconds in one unit.
    public var seconds: Int {
      switch self {
      case .minutes: 60
      case .hours: 3600
      case .days: 86400
      case .weeks: 604_800
      }
    }
  }

  public var value: Int
  public var unit: Unit

  public init(value: Int, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Reads `{"value": 4, "unit": "weeks"}` (or the typed form `"4 weeks"`).
  public init?(json: JSONValue) {
    if let text = json.stringValue {
      guard let parsed = Expiry(text: text) else { return nil }
      self = parsed
      return
    }
    guard let object = json.objectValue, let value = object["value"]?.numberValue?.intValue,
      let unit = object["unit"]?.stringValue.flatMap(Unit.init(rawValue:))
    else { return nil }
    self.init(value: value, unit: unit)
  }

  /// The JSON form stored in drafts.
  public var json: JSONValue {
    ["value": .number(JSONNumber(value)), "unit": .string(unit.rawValue)]
  }

  /// Total seconds.
  public var seconds: Int { value * unit.seconds }

  /// The console's maximum: 4 weeks (FCM's TTL limit).
  public static let maximumSeconds = 2_419_200
}
