import PushCore

/// `fcm-compose report` arguments, parsed and checked.
struct ReportOptions {
  var app: String?
  var labels: [String] = []
  var since: DeliveryDate?
  var days: Int?
  var format = Format.table
  var profile: String?
  var credentials: String?
  var accessToken: String?
  var project: String?
  var quotaProject: String?
  var dataEndpoint: String?
  var firebaseEndpoint: String?
  var allowEndpoint: [String] = []
  var caFile: String?
  var timeout = 30.0
  var help = false

  enum Format { case table, json, csv }

  static let valued: Set<String> = [
    "--app", "--label", "--since", "--days", "--profile", "--credentials", "--access-token",
    "--project", "--quota-project", "--data-endpoint", "--firebase-endpoint", "--allow-endpoint",
    "--timeout", "--ca-file",
  ]

  static func parse(_ arguments: [String]) throws(ArgumentScanner.UsageError) -> ReportOptions {
    let args = try ArgumentScanner(
      arguments, valued: valued, flags: ["--json", "--csv", "--help", "-h"])
    var options = ReportOptions()
    if args.has("--help") || args.has("-h") {
      options.help = true
      return options
    }
    if let extra = args.positionals.first {
      throw .init("report takes no FILE (got \(extra))")
    }
    if args.has("--json") && args.has("--csv") { throw .init("give --json or --csv, not both") }
    options.format = args.has("--json") ? .json : args.has("--csv") ? .csv : .table
    options.app = args.value("--app")
    options.labels = args.values("--label")
    if let text = args.value("--since") {
      guard let date = DeliveryDate(parsing: text) else {
        throw .init("--since \(text): expected a day like 2026-12-01")
      }
      options.since = date
    }
    if let text = args.value("--days") {
      guard let n = Int(text), (1...3660).contains(n) else {
        throw .init("--days \(text): expected a whole number of days from 1 to 3660")
      }
      options.days = n
    }
    if let text = args.value("--timeout") {
      guard let n = Double(text), n.isFinite, n > 0, n <= 3600 else {
        throw .init("--timeout \(text): expected seconds from 0 to 3600")
      }
      options.timeout = n
    }
    options.profile = args.value("--profile")
    options.credentials = args.value("--credentials")
    options.accessToken = args.value("--access-token")
    options.project = args.value("--project")
    options.quotaProject = args.value("--quota-project")
    options.dataEndpoint = args.value("--data-endpoint")
    options.firebaseEndpoint = args.value("--firebase-endpoint")
    options.allowEndpoint = args.values("--allow-endpoint")
    options.caFile = args.value("--ca-file")
    return options
  }

  /// The days kept: `--since` on, the last `--days` up to `today`, or both.
  func filter(today: DeliveryDate) -> DeliveryReport.Filter {
    var filter = DeliveryReport.Filter(labels: labels)
    switch (since, days) {
    case (let since?, let days?):
      filter.from = since
      filter.through = since.adding(days: days - 1)
    case (let since?, nil):
      filter.from = since
    case (nil, let days?):
      filter.from = today.adding(days: -(days - 1))
      filter.through = today
    case (nil, nil):
      break
    }
    return filter
  }
}
