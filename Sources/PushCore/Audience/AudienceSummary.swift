/// What checking every row of an audience found: counts, the problems grouped by rule with
/// example rows, and the rows with the largest payloads.
public struct AudienceSummary: Sendable, Equatable {
  /// One rule that some rows break.
  public struct RuleTally: Sendable, Equatable {
    public var severity: Severity
    /// The rule's id in the rule table.
    public var rule: RuleID
    /// Where in the message.
    public var path: JSONPath
    /// The first row's message (the figures in it are that row's).
    public var example: String
    /// Rows that break it.
    public var count: Int
    /// The first few rows that break it.
    public var rows: [Int]
  }

  /// A row and its largest platform payload.
  public struct RowSize: Sendable, Equatable {
    public var row: Int
    public var bytes: Int
    public var platform: Platform
  }

  /// Rows read (recipients and bad rows).
  public var rows = 0
  /// Rows whose message has no problem at all.
  public var rowsOK = 0
  /// Rows with at least one error (not sent).
  public var rowsWithErrors = 0
  /// Rows with warnings only (sent).
  public var rowsWithWarnings = 0
  /// Rows skipped by the reader (missing token, bad quoting, duplicate token).
  public var issueCount = 0
  /// The first issues, in file order.
  public var issues: [AudienceIssue] = []
  /// Problems of the template itself (before any row).
  public var templateProblems: [Diagnostic] = []
  /// Rules broken, most rows first.
  public var rules: [RuleTally] = []
  /// The rows with the largest payloads, largest first.
  public var largest: [RowSize] = []
  /// The largest payload per platform over every row.
  public var largestByPlatform: [Platform: Int] = [:]

  /// How many issues are kept for display.
  public static let keptIssues = 20
  /// How many of the largest rows are kept.
  public static let keptLargest = 5

  public init() {}

  /// Whether anything would stop a `--strict` send (issues, row errors or warnings, template
  /// problems).
  public var hasStrictProblems: Bool {
    issueCount > 0 || rowsWithErrors > 0 || rowsWithWarnings > 0 || !templateProblems.isEmpty
  }

  /// Whether every row can be sent (template fine, no row with an error, no skipped row).
  public var isClean: Bool { issueCount == 0 && rowsWithErrors == 0 && templateProblems.isEmpty }

  /// Rows that would be sent.
  public var sendable: Int { rowsOK + rowsWithWarnings }

  mutating func add(issue: AudienceIssue) {
    rows += 1
    issueCount += 1
    if issues.count < Self.keptIssues { issues.append(issue) }
  }

  mutating func add(
    row: Int, diagnostics: [Diagnostic], sizes: [(Platform, Int)], ruleIndex: inout [String: Int]
  ) {
    rows += 1
    for (platform, bytes) in sizes where bytes > largestByPlatform[platform, default: -1] {
      largestByPlatform[platform] = bytes
    }
    let top = sizes.max { $0.1 < $1.1 }
    let size = RowSize(row: row, bytes: top?.1 ?? 0, platform: top?.0 ?? .android)
    if diagnostics.contains(where: { $0.severity == .error }) {
      rowsWithErrors += 1
    } else if diagnostics.contains(where: { $0.severity == .warning }) {
      rowsWithWarnings += 1
    } else {
      rowsOK += 1
    }
    for d in diagnostics where d.severity != .info {
      let key = Self.ruleKey(d)
      if let i = ruleIndex[key] {
        rules[i].count += 1
        if rules[i].rows.count < 3 { rules[i].rows.append(row) }
      } else {
        ruleIndex[key] = rules.count
        rules.append(
          RuleTally(
            severity: d.severity, rule: d.rule, path: d.path, example: d.message, count: 1,
            rows: [row]))
      }
    }
    if largest.count < Self.keptLargest || size.bytes > (largest.last?.bytes ?? 0) {
      let at = largest.firstIndex { $0.bytes < size.bytes } ?? largest.count
      largest.insert(size, at: at)
      if largest.count > Self.keptLargest { largest.removeLast() }
    }
  }

  /// Sorts the rules: errors first, then by how many rows break them.
  mutating func finish() {
    rules.sort { ($1.severity, $0.count) < ($0.severity, $1.count) }
  }

  /// A rule's identity: severity, path and message with its figures and quoted values
  /// blanked, so "payload is 4200 bytes" and "payload is 4301 bytes" (or "found \"urgent\""
  /// and "found \"loud\"") are one rule.
  static func ruleKey(_ d: Diagnostic) -> String {
    var out = d.severity.rawValue + "|" + d.path.description + "|"
    var inDigits = false
    var inQuotes = false
    for c in d.message.unicodeScalars {
      if c == "\"" {
        inQuotes.toggle()
        if inQuotes { out += "\"…\"" }
        continue
      }
      if inQuotes { continue }
      if ("0"..."9").contains(c) {
        if !inDigits { out += "#" }
        inDigits = true
      } else {
        inDigits = false
        out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
