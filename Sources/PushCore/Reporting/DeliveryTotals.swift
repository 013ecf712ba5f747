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
        continue
      }
      var weight = 0.0
      var sum = 0.0
      for record in records {
        guard let value = record.value(metric) else { continue }
        let w = record.value(.accepted) ?? 0
        weight += w
        sum += value * w
      }
      if weight > 0 {
        values[metric] = sum / weight
      } else if records.count == 1, let only = records.first?.value(metric) {
        values[metric] = only
      }
    }
    self.values = values
  }

  /// Figures of one entry.
  public init(_ record: DeliveryRecord) { self.init([record]) }

  /// A figure, nil when absent.
  public subscript(_ metric: DeliveryMetric) -> Double? { values[metric] }

  /// Delivered but late: delivered minus delivered without delay, when both are known (the
  /// delay reasons overlap, so they are not added up).
  public var delayed: Double? {
    guard let delivered = values[.delivered], let onTime = values[.deliveredNoDelay] else {
      return nil
    }
    return max(0, delivered - onTime)
  }

  /// All four drop reasons together, when any is known.
  public var dropped: Double? {
    let known = DeliveryMetric.drops.compactMap { values[$0] }
    return known.isEmpty ? nil : known.reduce(0, +)
  }

  /// Whether FCM gave any outcome percentage at all.
  public var hasOutcome: Bool {
    values[.delivered] != nil || values[.pending] != nil || dropped != nil
  }
}
