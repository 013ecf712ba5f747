/// One entry of the FCM Data API's `androidDeliveryData[]`: what happened to the messages of
/// one app, day and analytics label. A figure FCM left out is absent (never zero): FCM
/// returns no figure where it has too little data.
public struct DeliveryRecord: Sendable, Hashable {
  /// The Firebase app id (`1:1234:android:abcd`).
  public var appID: String
  /// The day (America/Los_Angeles).
  public var date: DeliveryDate
  /// The analytics label; "" for messages sent without one (FCM groups them together).
  public var label: String
  /// Each figure as FCM wrote it (counts arrive as strings, percentages as numbers).
  public var figures: [DeliveryMetric: JSONNumber]
  /// The entry exactly as received, for `--json`.
  public var json: JSONValue

  /// Creates a record.
  public init(
    appID: String, date: DeliveryDate, label: String, figures: [DeliveryMetric: JSONNumber],
    json: JSONValue
  ) {
    self.appID = appID
    self.date = date
    self.label = label
    self.figures = figures
    self.json = json
  }

  /// A figure as a number (counts included), nil when FCM did not report it.
  public func value(_ metric: DeliveryMetric) -> Double? { figures[metric]?.doubleValue }

  /// `countMessagesAccepted`, nil when absent.
  public var accepted: Int? { figures[.accepted]?.intValue }

  /// Reads one entry; `path` names it in errors (`androidDeliveryData[3]`).
  public init(json: JSONValue, path: String) throws(ReportError) {
    guard let o = json.objectValue else { throw .malformed("\(path) is not an object") }
    guard let dateObject = o["date"]?.objectValue else {
      throw .malformed("\(path).date is missing")
    }
    func part(_ key: String) throws(ReportError) -> Int {
      guard let n = dateObject[key]?.numberValue?.intValue else {
        throw .malformed("\(path).date.\(key) is not a whole number")
      }
      return n
    }
    let (y, m, d) = (try part("year"), try part("month"), try part("day"))
    guard let date = DeliveryDate(year: y, month: m, day: d) else {
      throw .malformed("\(path).date is not a calendar day (\(y)-\(m)-\(d))")
    }
    let data = o["data"]?.objectValue ?? [:]
    var figures: [DeliveryMetric: JSONNumber] = [:]
    for metric in DeliveryMetric.allCases {
      let (group, key) = metric.apiPath
      let holder = group.map { data[$0]?.objectValue } ?? data
      guard let raw = holder?[key] else { continue }
      let location = "\(path).data." + (group.map { $0 + "." } ?? "") + key
      switch raw {
      case .number(let n): figures[metric] = n
      case .string(let s) where metric.isCount:
        guard let n = JSONNumber(text: s), n.intValue != nil else {
          throw .malformed("\(location) is \"\(s)\", not a count")
        }
        figures[metric] = n
      case .null: continue
      default: throw .malformed("\(location) is a \(raw.kindName), not a number")
      }
    }
    self.init(
      appID: o["appId"]?.stringValue ?? "", date: date,
      label: o["analyticsLabel"]?.stringValue ?? "", figures: figures, json: json)
  }
}
