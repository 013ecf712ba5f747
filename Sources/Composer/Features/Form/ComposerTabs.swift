import PushCore
import TermUI

/// The two tab bars: form tabs with a problem marker each, preview tabs with an over-limit
/// marker. Built once for drawing and for hit-testing, so both measure the same text.
enum ComposerTabs {
  /// Compose / Android / Apple / Web, each with `●N` when N problems show on it; when that
  /// does not fit in `width` cells the counts go, then the markers (the status bar still
  /// counts problems).
  static func form(selected tab: FormTab, width: Int, counts: [FormTab: Count]) -> TabBar {
    let selected = FormTab.allCases.firstIndex(of: tab) ?? 0
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
    preview(previewMarks(state), width: width)
  }

  /// The preview tab bar for `marks` (see `preview(_:width:)`).
  static func preview(_ marks: PreviewMarks, width: Int) -> TabBar {
    var bar = TabBar([], selected: marks.selected)
    for short in [false, true] {
      bar.tabs = zip(PreviewTab.allCases, marks.overLimit).map { tab, isOver -> TabBar.Tab in
        let title = short ? tab.shortTitle : tab.title
        return isOver
          ? TabBar.Tab(title, marker: "●", markerRole: "diagnostic.error") : TabBar.Tab(title)
      }
      if (bar.tabRanges(startingAt: 0).last?.upperBound ?? 0) <= width { break }
    }
    return bar
  }

  /// What the preview tab bar shows of a state: the selected tab, and for each tab whether its
  /// platform's payload is over the limit.
  struct PreviewMarks: Sendable, Equatable {
    var selected: Int
    var overLimit: [Bool]
  }

  static func previewMarks(_ state: ComposerState) -> PreviewMarks {
    previewMarks(state.derived, selected: state.previewTab)
  }

  /// The marks for the `selected` tab and the payloads of `derived`.
  static func previewMarks(_ derived: Derived, selected: PreviewTab) -> PreviewMarks {
    let limit = PayloadGauges.limit(for: derived.message)
    return PreviewMarks(
      selected: PreviewTab.allCases.firstIndex(of: selected) ?? 0,
      overLimit: PreviewTab.allCases.map { tab in
        guard let platform = tab.platform, let view = derived.views[platform] else {
          return false
        }
        return view.payloadBytes > limit
      })
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
