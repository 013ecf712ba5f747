/// The terminal table of a delivery report, shared by `fcm-compose report` and the
/// composer's report view: its columns (from `DeliveryMetric.tableHeader`, plus the day and
/// DELAY%), each row's cells ("–" where FCM gave no figure), and a bar of what became of the
/// messages.
public enum DeliveryTable {
  /// One column.
  public struct Column: Sendable, Equatable {
    /// The header.
    public var title: String
    /// Cells are padded to this width.
    public var width: Int
    /// The figure shown, nil for the day column and DELAY%.
    public var metric: DeliveryMetric?
  }

  /// A bar's parts, in drawing order.
  public enum BarPart: Sendable, Equatable, CaseIterable {
    case delivered, pending, collapsed, dropped, unaccounted

    /// The character drawn.
    public var glyph: Character {
      switch self {
      case .delivered: "█"
      case .pending: "▓"
      case .collapsed: "▒"
      case .dropped: "░"
      case .unaccounted: "·"
      }
    }

    /// The name in the legend.
    public var name: String {
      switch self {
      case .delivered: "delivered"
      case .pending: "pending"
      case .collapsed: "collapsed"
      case .dropped: "dropped"
      case .unaccounted: "not reported"
      }
    }
  }

  /// Cells of the bar.
  public static let barWidth = 20

  /// The columns, in order: DAY, then each metric with a header, then DELAY%.
  public static let columns: [Column] = {
    var out = [Column(title: "DAY", width: 10, metric: nil)]
    for metric in DeliveryMetric.allCases {
      guard let title = metric.tableHeader else { continue }
      out.append(
        Column(title: title, width: max(title.count, metric.isCount ? 9 : 5), metric: metric))
    }
    out.append(Column(title: "DELAY%", width: 6, metric: nil))
    return out
  }()

  /// The header line's cells.
  public static var header: [String] { columns.map(\.title) }

  /// A row's cells: `first` in the day column (a date, or TOTAL), then the figures.
  public static func cells(_ totals: DeliveryTotals?, first: String) -> [String] {
    columns.map { column in
      guard let metric = column.metric else {
        if column.title == "DAY" { return first }
        return percent(totals?.delayed)
      }
      return metric.isCount ? count(totals?[metric]) : percent(totals?[metric])
    }
  }

  /// The cells padded to their columns (numbers to the right) and joined by two spaces.
  public static func line(_ cells: [String]) -> String {
    zip(columns, cells).enumerated().map { index, pair in
      let (column, cell) = pair
      let pad = String(repeating: " ", count: max(0, column.width - cell.count))
      return index == 0 ? cell + pad : pad + cell
    }.joined(separator: "  ")
  }

  /// The bar's parts as runs of cells: each outcome's share of `barWidth`, rounded so the
  /// runs add up; empty when FCM reported no outcome.
  public static func bar(_ totals: DeliveryTotals?) -> [(part: BarPart, cells: Int)] {
    guard let totals, totals.hasOutcome else { return [] }
    let shares: [(BarPart, Double)] = [
      (.delivered, totals[.delivered] ?? 0), (.pending, totals[.pending] ?? 0),
      (.collapsed, totals[.collapsed] ?? 0), (.dropped, totals.dropped ?? 0),
    ]
    var out: [(part: BarPart, cells: Int)] = []
    var total = 0.0
    var drawn = 0
    for (part, share) in shares {
      total += max(0, share)
      let end = min(barWidth, Int((min(total, 100) / 100 * Double(barWidth)).rounded()))
      if end > drawn { out.append((part, end - drawn)) }
      drawn = max(drawn, end)
    }
    if drawn < barWidth { out.append((.unaccounted, barWidth - drawn)) }
    return out
  }

  /// The bar as text (no bar: "no outcome reported").
  public static func barText(_ totals: DeliveryTotals?) -> String {
    let parts = bar(totals)
    if parts.isEmpty { return "no outcome reported" }
    return parts.map { String(repeating: $0.part.glyph, count: $0.cells) }.joined()
  }

  /// The legend under a table.
  public static var legend: String {
    BarPart.allCases.map { "\($0.glyph) \($0.name)" }.joined(separator: "  ")
  }

  /// `93.1`, or `–` when absent.
  public static func percent(_ value: Double?) -> String {
    guard let value else { return "–" }
    return String(format: "%.1f", value)
  }

  /// `12,345`, or `–` when absent.
  public static func count(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    let digits = String(Int(value.rounded()))
    var out = ""
    for (i, ch) in digits.reversed().enumerated() {
      if i > 0, i % 3 == 0, ch != "-" { out.append(",") }
      out.append(ch)
    }
    return String(out.reversed())
  }
}
