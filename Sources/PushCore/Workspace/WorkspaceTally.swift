/// Counts over a folder's files, for `validate DIR`'s summary and the workspace's title:
/// files, valid drafts, drafts with warnings only, failing files, and files that are not drafts.
public struct WorkspaceTally: Sendable, Hashable {
  public var files = 0
  public var valid = 0
  public var withWarnings = 0
  public var withErrors = 0
  public var notDrafts = 0

  public init() {}

  public init(_ summaries: [DraftSummary]) {
    for summary in summaries { add(summary) }
  }

  public mutating func add(_ summary: DraftSummary) {
    files += 1
    if case .notADraft = summary.content {
      notDrafts += 1
    } else if summary.isFailing {
      withErrors += 1
    } else if summary.warnings > 0 {
      withWarnings += 1
    } else {
      valid += 1
    }
  }

  /// Indices of the drafts closest to (or over) their payload limit, worst first.
  public static func largest(_ summaries: [DraftSummary], count: Int) -> [Int] {
    func fraction(_ i: Int) -> Double {
      summaries[i].largest.map { Double($0.bytes) / Double(max(1, $0.limit)) } ?? 0
    }
    let sized = summaries.indices.filter { summaries[$0].largest != nil }
    return Array(
      sized.sorted { a, b in
        let (fa, fb) = (fraction(a), fraction(b))
        return fa != fb ? fa > fb : a < b
      }.prefix(count))
  }
}
