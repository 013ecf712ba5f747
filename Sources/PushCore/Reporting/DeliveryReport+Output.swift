extension DeliveryReport {
  /// The report as the terminal table: per label a title, the header, one line per day (a
  /// missing day says so), a TOTAL line when there are several days, then the legend.
  public var text: String {
    guard !sections.isEmpty else { return "" }
    var out: [String] = []
    let header = DeliveryTable.line(DeliveryTable.header)
    for section in sections {
      let days = section.rows.count
      out.append(
        "\(section.title) · \(days) day\(days == 1 ? "" : "s") · app \(appID)")
      out.append(header)
      for row in section.rows {
        guard let record = row.record else {
          out.append(
            DeliveryTable.line([row.date.description])
              + "  no data for this day")
          continue
        }
        let totals = DeliveryTotals(record)
        out.append(
          DeliveryTable.line(DeliveryTable.cells(totals, first: row.date.description)) + "  "
            + DeliveryTable.barText(totals))
      }
      if section.rows.count > 1 {
        out.append(
          DeliveryTable.line(DeliveryTable.cells(section.totals, first: "TOTAL")) + "  "
            + DeliveryTable.barText(section.totals))
      }
      out.append("")
    }
    out.append(DeliveryTable.legend)
    return out.joined(separator: "\n") + "\n"
  }

  /// The CSV columns: the app, day and label, then every figure (`DeliveryMetric.csvColumn`).
  public static var csvHeader: [String] {
    ["app_id", "date", "analytics_label"] + DeliveryMetric.allCases.map(\.csvColumn)
  }

  /// One line per entry (days without an entry have none), each figure exactly as FCM wrote
  /// it, empty where FCM gave none.
  public var csv: String {
    var lines = [Self.csvHeader.joined(separator: ",")]
    for record in records {
      let fields =
        [record.appID, record.date.description, record.label]
        + DeliveryMetric.allCases.map { record.figures[$0]?.text ?? "" }
      lines.append(fields.map(CampaignReport.csvField).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"appId": …, "androidDeliveryData": [...]}`: the API's own entries, unchanged, in
  /// report order.
  public var json: String {
    let object: JSONObject = [
      "appId": .string(appID), "androidDeliveryData": .array(records.map(\.json)),
    ]
    return JSONWriter.string(.object(object)) + "\n"
  }
}
