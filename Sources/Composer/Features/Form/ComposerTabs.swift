import PushCore
import TermUI

/// The two tab bars: form tabs with a problem marker each, preview tabs with an over-limit
/// marker. Built once for drawing and for hit-testing, so both measure the same text.
enum ComposerTabs {
  /// Compose / Android / Apple / Web, each with `●N` when N problems show on it; when that
  /// does not fit in `width` cells the counts go, then the markers (the status bar still
  /// counts problems).
  static func form(_ state: ComposerState, width: Int, counts: [FormTab: Count]) -> TabBar {
    let selected = FormTab.allCases.firstIndex(of: state.tab) ?? 0
    var bar = TabBar([], selected: selected)
    for detail in [2, 1, 0] {
      bar.tabs = FormTab.allCases.map { tab -> TabBar.Tab in
        guard detail > 0, let count = counts[tab], count.total > 0 else {
          return TabBar.Tab(tab.title)
        }
        return TabBar.Tab(
          tab.title, marker: detail == 2 ? "●\(count.total)" : "●",
          markerRole: count.errors > 0 ? "diagnostic.error" : "diagnostic.warning")
      }
      if (bar.tabRanges(startingAt: 0).last?.upperBound ?? 0) <= width { break }
    }
    return bar
  }

  /// Request / Android / Apple / Web, a platform marked `●` when its payload is over the limit.
  /// Short titles ("Req", "And", …) when the full ones do not fit in `width`.
  static func preview(_ state: ComposerState, width: Int) -> TabBar {
    let limit = PayloadGauges.limit(for: state.derived.message)
    let selected = PreviewTab.allCases.firstIndex(of: state.previewTab) ?? 0
    var bar = TabBar([], selected: selected)
    for short in [false, true] {
      bar.tabs = PreviewTab.allCases.map { tab -> TabBar.Tab in
        let title = short ? tab.shortTitle : tab.title
        guard let platform = tab.platform, let view = state.derived.views[platform],
          view.payloadBytes > limit
        else { return TabBar.Tab(title) }
        return TabBar.Tab(title, marker: "●", markerRole: "diagnostic.error")
      }
      if (bar.tabRanges(startingAt: 0).last?.upperBound ?? 0) <= width { break }
    }
    return bar
  }

  /// Errors and warnings whose field is on a tab.
  struct Count: Sendable, Equatable {
    var errors = 0
    var warnings = 0
    var total: Int { errors + warnings }
  }

  /// How many errors and warnings show on each form tab (a field may be on several), from
  /// the diagnostics shown at fields (`placed`: each one's field id and severity).
  static func problemCounts(
    _ placed: [(id: String, severity: Severity)], variant: FormModel.Variant
  ) -> [FormTab: Count] {
    let problems = placed.filter { $0.severity >= .warning }
    guard !problems.isEmpty else { return [:] }
    var counts: [FormTab: Count] = [:]
    for tab in FormTab.allCases {
      let ids = FormModel.fieldIDs(for: tab, variant: variant)
      var count = Count()
      for (id, severity) in problems where ids.contains(id) {
        if severity == .error { count.errors += 1 } else { count.warnings += 1 }
      }
      counts[tab] = count
    }
    return counts
  }
}
