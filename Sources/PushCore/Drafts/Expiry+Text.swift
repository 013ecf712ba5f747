import Foundation

extension Expiry {
  /// Parses what a person types in the Expires field: `3 days`, `3d`, `90 minutes`, `2 h`,
  /// `1 week`, `4w`. Nil when it is not a number and a known unit.
  public init?(text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard let value = Int(digits) else { return nil }
    let word = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
    let units: [(Unit, [String])] = [
      (.minutes, ["m", "min", "mins", "minute", "minutes"]),
      (.hours, ["h", "hr", "hrs", "hour", "hours"]),
      (.days, ["d", "day", "days"]),
      (.weeks, ["w", "wk", "wks", "week", "weeks"]),
    ]
    guard let unit = units.first(where: { $0.1.contains(word) })?.0 else { return nil }
    self.init(value: value, unit: unit)
  }

  /// The text shown in the Expires field: `3 days`, `1 week`.
  public var text: String {
    let name = value == 1 ? String(unit.rawValue.dropLast()) : unit.rawValue
    return "\(value) \(name)"
  }
}
