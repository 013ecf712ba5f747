import Foundation

/// An audience split by each recipient's time zone (a recipient-time-zone schedule): how many
/// rows each zone has, and each zone's rows as a JSON Lines audience of its own (same
/// columns), which that zone's wave sends.
public struct AudienceZones: Sendable {
  /// The zones, by name (a zone's index is its place here).
  public var zones: [ZoneShare]
  /// Zone index → its rows as JSON Lines.
  public var slices: [Int: Data]
  /// Rows not in any wave (bad rows, duplicate tokens), and rows sent in the default zone
  /// because their zone is unknown: `people.csv:13: …`.
  public var notes: [String]

  /// Reads `url` and groups its rows by the zone in `column`; an empty cell means `fallback`,
  /// and so does a zone the system does not know (noted).
  public static func split(
    url: URL, source: String, column: String, fallback: String
  ) throws(AudienceError) -> AudienceZones {
    let reader = try AudienceReader(url: url, source: source)
    guard let index = reader.header.column(column) else {
      throw .header(
        path: source, line: 1,
        reason: "no \"\(column)\" column for the recipients' time zones (columns: "
          + reader.header.columns.joined(separator: ", ") + ")")
    }
    var rows: [String: [UInt8]] = [:]
    var counts: [String: Int] = [:]
    var notes: [String] = []
    while let item = reader.next() {
      switch item {
      case .issue(let issue):
        notes.append("\(source):\(issue.line): \(issue.reason) (not sent)")
      case .row(let row):
        var zone = row.cells[index].trimmingCharacters(in: .whitespaces)
        if zone.isEmpty {
          zone = fallback
        } else if Schedule.timeZone(zone) == nil {
          notes.append(
            "\(source):\(row.line): unknown time zone \"\(zone)\": sent at \(fallback)'s time")
          zone = fallback
        }
        var object: JSONObject = [:]
        for (i, name) in reader.header.columns.enumerated() {
          object[name] = .string(i < row.cells.count ? row.cells[i] : "")
        }
        rows[zone, default: []] += Array(
          (JSONWriter.string(.object(object), style: .compact) + "\n").utf8)
        counts[zone, default: 0] += 1
      }
    }
    let names = counts.keys.sorted()
    var slices: [Int: Data] = [:]
    for (i, name) in names.enumerated() { slices[i] = Data(rows[name] ?? []) }
    return AudienceZones(
      zones: names.map { ZoneShare(zone: $0, recipients: counts[$0]) }, slices: slices,
      notes: notes)
  }
}
