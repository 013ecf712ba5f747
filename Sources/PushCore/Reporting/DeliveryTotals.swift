/// Figures of several entries combined: counts added, each percentage averaged over the
/// entries that report it, weighted by their accepted messages. A figure no entry reports
/// stays absent, so "no data" never reads as 0 %.
public struct DeliveryTotals: Sendable, Equatable {
  /// The entries combined.
  public var entries: Int
  /// Each figure; counts summed, percentages weighted.
  public var values: [DeliveryMetric: Double]

  /// Combines `records`.
  public init(_ records: [DeliveryRecord]) {
    entries = records.count
    var values: [DeliveryMetric: Double] = [:]
    for metric in DeliveryMetric.allCases {
      if metric.isCount {
        let counts = records.compactMap { $0.value(metric) }
        if !counts.isEmpty { values[metric] = counts.reduce(0, +) }
      } else {
        values[metric] = Self.weighted(records) { $0.value(metric) }
      }
    }
    self.values = values
    delayed = Self.weighted(records) { record in
      guard let delivered = record.value(.delivered),
        let onTime = record.value(.deliveredNoDelay)
      else { return nil }
      return max(0, delivered - onTime)
    }
    dropped = Self.weighted(records) { record in
      let known = DeliveryMetric.drops.compactMap { record.value($0) }
      return known.isEmpty ? nil : known.reduce(0, +)
    }
  }

  /// The average of `figure` over the entries that have it, weighted by their accepted
  /// messages (a lone entry without a count stands for itself).
  private static func weighted(_ records: [DeliveryRecord], _ figure: (DeliveryRecord) -> Double?)
    -> Double?
  {
    var weight = 0.0
    var sum = 0.0
    var found: [Double] = []
    for record in records {
      guard let value = figure(record) else { continue }
      found.append(value)
      let w = record.value(.accepted) ?? 0
      weight += w
      sum += value * w
    }
    if weight > 0 { return sum / weight }
    return found.count == 1 ? found[0] : nil
  }

  /// Figures of one entry.
  public init(_ record: DeliveryRecord) { self.init([record]) }

  /// A figure, nil when absent.
  public subscript(_ metric: DeliveryMetric) -> Double? { values[metric] }

  /// Delivered but late: each entry's delivered minus delivered without delay, where both are
  /// known, weighted (the delay reasons overlap, so they are not added up).
  public var delayed: Double?

  /// The four drop reasons together, per entry where any is known, weighted.
  public var dropped: Double?

  /// Whether FCM gave any outcome percentage at all.
  public var hasOutcome: Bool {
    values[.delivered] != nil || values[.pending] != nil || dropped != nil
  }
}
