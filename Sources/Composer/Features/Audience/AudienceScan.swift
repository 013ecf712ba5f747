import Foundation
import PushCore
import Synchronization
import TermUI

/// Reads and checks a whole audience off the input path (the runtime runs it in a task), and
/// drops a scan that a newer one superseded.
public final class AudienceScanner: Sendable {
  /// Rows kept to step through in the preview.
  public static let sampleRows = 200
  private let latest = Mutex(0)

  public init() {}

  /// Starts scanning `request` through `perform` (the runtime's task runner); the result is
  /// posted as `.audienceScanned` unless a newer scan was asked for meanwhile.
  public func start(
    _ request: AudienceScanRequest,
    perform: (@escaping @Sendable (Inbox<Action>) async -> Void) -> Void
  ) {
    latest.withLock { $0 = request.id }
    perform { [self] inbox in
      if request.debounce { try? await Task.sleep(for: .milliseconds(250)) }
      guard isCurrent(request.id) else { return }
      let result = Self.scan(request) { self.isCurrent(request.id) }
      if let result, isCurrent(request.id) { inbox.post(.audienceScanned(result)) }
    }
  }

  private func isCurrent(_ id: Int) -> Bool { latest.withLock { $0 == id } }

  /// Checks every row of the file; nil when `isCurrent` turned false on the way.
  public static func scan(_ request: AudienceScanRequest, isCurrent: () -> Bool = { true })
    -> AudienceScanResult?
  {
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: URL(fileURLWithPath: request.path), source: request.name)
    } catch {
      return AudienceScanResult(id: request.id, error: error.description)
    }
    var validator = AudienceValidator(draft: request.draft, header: reader.header, now: request.now)
    var sample: [AudienceRow] = []
    var worst: (row: AudienceRow, bytes: Int)?
    var examples: [Int: AudienceRow] = [:]
    var count = 0
    while let item = reader.next() {
      count += 1
      if count % 4096 == 0, !isCurrent() { return nil }
      switch item {
      case .issue(let issue): validator.record(issue)
      case .row(let row):
        let rules = validator.summary.rules.count
        let verdict = validator.check(row)
        if sample.count < sampleRows { sample.append(row) }
        if verdict.largest.bytes > (worst?.bytes ?? -1) { worst = (row, verdict.largest.bytes) }
        if validator.summary.rules.count > rules { examples[row.number] = row }
      }
    }
    return AudienceScanResult(
      id: request.id, columns: reader.header.columns, variables: reader.header.variables,
      summary: validator.finished(), sample: sample, worst: worst?.row, examples: examples)
  }
}
