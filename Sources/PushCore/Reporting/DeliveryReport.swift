/// Delivery data arranged for reading: the entries that pass a filter, one section per
/// analytics label (sorted by label, unlabelled last), one row per day from the label's first
/// day to its last, with the days FCM has no entry for kept as empty rows.
public struct DeliveryReport: Sendable, Equatable {
  /// Which entries a report keeps.
  public struct Filter: Sendable, Equatable {
    /// Labels to keep (all when empty); "" is the unlabelled messages.
    public var labels: [String]
    /// First day kept.
    public var from: DeliveryDate?
    /// Last day kept.
    public var through: DeliveryDate?

    /// Creates a filter.
    public init(labels: [String] = [], from: DeliveryDate? = nil, through: DeliveryDate? = nil) {
      self.labels = labels
      self.from = from
      self.through = through
    }

    /// Whether `record` passes.
    public func keeps(_ record: DeliveryRecord) -> Bool {
      if !labels.isEmpty, !labels.contains(record.label) { return false }
      if let from, record.date < from { return false }
      if let through, through < record.date { return false }
      return true
    }
  }

  /// One day of a label.
  public struct Row: Sendable, Equatable {
    /// The day.
    public var date: DeliveryDate
    /// FCM's entry, nil when it has none for the day.
    public var record: DeliveryRecord?
  }

  /// One label's days and their totals.
  public struct Section: Sendable, Equatable {
    /// The label ("" for messages without one).
    public var label: String
    /// The days, oldest first.
    public var rows: [Row]
    /// Every day's figures combined.
    public var totals: DeliveryTotals

    /// The label as shown: `(no label)` for "".
    public var title: String { label.isEmpty ? "(no label)" : label }
  }

  /// The app the data is for.
  public var appID: String
  /// The sections.
  public var sections: [Section]
  /// The entries kept, in report order (sections, then days).
  public var records: [DeliveryRecord] {
    sections.flatMap { $0.rows.compactMap(\.record) }
  }

  /// Arranges `records` (as listed by the API, any order) that pass `filter`.
  public init(appID: String, records: [DeliveryRecord], filter: Filter = Filter()) {
    self.appID = appID
    var byLabel: [String: [DeliveryDate: DeliveryRecord]] = [:]
    for record in records where filter.keeps(record) {
      byLabel[record.label, default: [:]][record.date] = record
    }
    let labels = byLabel.keys.sorted { a, b in
      a.isEmpty != b.isEmpty ? !a.isEmpty : a < b
    }
    sections = labels.map { label in
      let days = byLabel[label] ?? [:]
      let dates = days.keys.sorted()
      var rows: [Row] = []
      if let first = dates.first, let last = dates.last {
        var day = first
        while day <= last {
          rows.append(Row(date: day, record: days[day]))
          day = day.adding(days: 1)
        }
      }
      return Section(
        label: label, rows: rows, totals: DeliveryTotals(dates.compactMap { days[$0] }))
    }
  }

  /// The section of `label`, if it has data.
  public func section(_ label: String) -> Section? { sections.first { $0.label == label } }
}
