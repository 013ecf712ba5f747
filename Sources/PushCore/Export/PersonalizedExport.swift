/// An export of a personalized draft: the request for one example recipient (its
/// `{{variables}}` filled in, its token as the target), headed by the template so the reader
/// sees what varies per recipient.
public enum PersonalizedExport {
  /// `draft` exported for `row` of the audience named `audience` (with its `columns`).
  public static func export(
    _ draft: Draft, as format: ExportFormat, options: ExportOptions, row: AudienceRow,
    columns: [String], audience: String
  ) -> ExportResult {
    let personalization = MessagePersonalization(message: draft.message)
    var example = draft
    example.message = personalization.message(draft.message) { name in
      columns.firstIndex(of: name).map { row.cells.indices.contains($0) ? row.cells[$0] : "" }
    }
    var options = options
    options.token = row.token
    var result = Exporter.result(example, as: format, options: options)
    guard let comment = commentPrefix(format), personalization.isPersonalized else {
      return result
    }
    var header = [
      "\(comment) Personalized message: this is the request for row \(row.number) of "
        + "\(audience) (token \(PushTarget.token(row.token).redacted)).",
      "\(comment) Every recipient gets the template below with their own values; send them all "
        + "with `fcm-compose send FILE --audience \(audience)`.",
    ]
    for site in personalization.sites {
      header.append("\(comment)   \(site.path): \(site.template.source)")
    }
    result.text = insert(header, into: result.text)
    return result
  }

  private static func commentPrefix(_ format: ExportFormat) -> String? {
    switch format {
    case .curl, .python: "#"
    case .node, .go: "//"
    case .apns: nil
    }
  }

  /// The header goes after a leading `#!` line, else first.
  private static func insert(_ header: [String], into text: String) -> String {
    let block = header.joined(separator: "\n") + "\n"
    guard text.hasPrefix("#!"), let newline = text.firstIndex(of: "\n") else {
      return block + text
    }
    let next = text.index(after: newline)
    return String(text[..<next]) + block + String(text[next...])
  }
}
