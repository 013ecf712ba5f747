import Foundation
import PushCore

/// The draft's audience file as the composer knows it: the last scan of every row (off the
/// input path), the recipient the preview shows, and the `{{` completion.
public struct AudienceState: Sendable, Equatable {
  /// The file as the draft names it (`recipients.audience`).
  public var file: String
  /// The file resolved against the draft's folder.
  public var path: String
  /// The scan asked for last; results of older scans are dropped.
  public var scanID = 0
  /// Whether a scan is running.
  public var scanning = true
  /// The last finished scan.
  public var result: AudienceScanResult?
  /// Index into `result.sample` of the recipient shown.
  public var position = 0
  /// Whether the preview shows the row with the largest payload instead.
  public var showsWorstCase = false
  /// A row jumped to from the problems list (shown until the user steps).
  public var jumpedTo: AudienceRow?
  /// The shown recipient's render and validation (nil until a row is known).
  public var preview: Derived?
  /// The open completion list, if any.
  public var completion: CompletionState?

  public init(file: String, path: String) {
    self.file = file
    self.path = path
  }

  /// The recipient the preview shows.
  public var shownRow: AudienceRow? {
    if showsWorstCase, let worst = result?.worst { return worst }
    if let jumpedTo { return jumpedTo }
    return result?.sample[safe: position]
  }
}

/// The variables offered after `{{` in a text field.
public struct CompletionState: Sendable, Equatable {
  /// What was typed after `{{`.
  public var prefix: String
  /// Matching columns.
  public var candidates: [String]
  /// The highlighted one.
  public var selected = 0

  public init(prefix: String, candidates: [String]) {
    self.prefix = prefix
    self.candidates = candidates
  }
}

/// What the runtime scans: the file, and the draft as it was when asked.
public struct AudienceScanRequest: Sendable, Equatable {
  public var id: Int
  public var path: String
  public var name: String
  public var draft: Draft
  public var now: Date
  /// Wait a moment first (typing in the draft asks again with every key).
  public var debounce: Bool

  public init(id: Int, path: String, name: String, draft: Draft, now: Date, debounce: Bool) {
    self.id = id
    self.path = path
    self.name = name
    self.draft = draft
    self.now = now
    self.debounce = debounce
  }
}

/// What a scan found: the columns, the summary of every row's checks, the first rows (to step
/// through), the row with the largest payload, and each rule's first example row.
public struct AudienceScanResult: Sendable, Equatable {
  public var id: Int
  public var columns: [String]
  public var variables: [String]
  public var summary: AudienceSummary
  public var sample: [AudienceRow]
  public var worst: AudienceRow?
  public var examples: [Int: AudienceRow]
  /// Why the file could not be read (then nothing else is set).
  public var error: String?

  public init(
    id: Int, columns: [String] = [], variables: [String] = [],
    summary: AudienceSummary = AudienceSummary(), sample: [AudienceRow] = [],
    worst: AudienceRow? = nil, examples: [Int: AudienceRow] = [:], error: String? = nil
  ) {
    self.id = id
    self.columns = columns
    self.variables = variables
    self.summary = summary
    self.sample = sample
    self.worst = worst
    self.examples = examples
    self.error = error
  }
}
