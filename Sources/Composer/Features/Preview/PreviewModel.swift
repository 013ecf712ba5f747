import PushCore
import TermUI

/// The preview pane's content for a state: the JSON of the selected tab, which of its lines
/// show the focused field, and the scroll (following the focus, or the manual offset).
///
/// Lines are counted and the focused ones located without pretty-printing the document; the
/// pane builds only the lines in view (`lines(in:)`).
public struct PreviewModel: Sendable, Equatable {
  /// The request or platform view shown.
  public let value: JSONValue
  /// How many pretty-printed lines it has.
  public let lineCount: Int
  /// The runs of lines that show the focused field, top to bottom.
  public let highlightedRanges: [Range<Int>]
  /// Lines scrolled off the top.
  public let scroll: Int

  /// The preview of `state` in a viewport `viewport` rows high.
  public init(_ state: borrowing ComposerState, viewport: Int) {
    self.init(state, viewport: viewport, memo: nil)
  }

  /// The same, counting the lines with `memo` (last frame's count when the document kept its
  /// outline).
  init(_ state: borrowing ComposerState, viewport: Int, memo: PreviewWindowMemo?) {
    let (value, sources) = state.withShownDerived { Self.shown(state.previewTab, of: $0) }
    self.value = value
    let targets = Self.requestPaths(for: state).flatMap { sources.outputs(showing: $0) }
    (lineCount, highlightedRanges) =
      memo?.outline(of: value, showing: targets)
      ?? (JSONWriter.lineCount(value), Self.ranges(in: value, showing: targets))
    let maxScroll = max(0, lineCount - viewport)
    if state.previewFollowsFocus, let first = highlightedRanges.first?.lowerBound,
      let last = highlightedRanges.last.map({ $0.upperBound - 1 })
    {
      let count = last - first + 1
      let context = count < viewport ? (viewport - count) / 3 : 0
      scroll = max(0, min(first - context, maxScroll))
    } else {
      scroll = max(0, min(state.previewScroll, maxScroll))
    }
  }

  /// Every pretty-printed line (builds them all).
  public var lines: [JSONLine] { JSONWriter.lines(value) }

  /// The pretty-printed lines numbered `range` (text only: their paths are not built).
  public func lines(in range: Range<Int>) -> [JSONLine] {
    JSONWriter.lines(value, in: range, paths: false)
  }

  /// Per line: whether it shows the focused field.
  public var highlighted: [Bool] {
    var flags = Array(repeating: false, count: lineCount)
    for range in highlightedRanges {
      flags.replaceSubrange(range, with: repeatElement(true, count: range.count))
    }
    return flags
  }

  /// Whether line `index` shows the focused field.
  public func isHighlighted(_ index: Int) -> Bool {
    highlightedRanges.contains { $0.contains(index) }
  }

  /// The lines of `value` whose path lies inside one of `targets` (a subtree's lines are
  /// contiguous), found by walking only towards the targets.
  ///
  /// No path is built: a node at `depth` carries the targets whose first `depth` components
  /// lead to it, and a child keeps those whose next component names it.
  static func ranges(in value: JSONValue, showing targets: [JSONPath]) -> [Range<Int>] {
    guard !targets.isEmpty else { return [] }
    let targets = targets.map { $0.components }
    var ranges: [Range<Int>] = []
    var cursor = 0
    func highlight(_ value: JSONValue) {
      let count = JSONWriter.lineCount(value)
      ranges.append(cursor..<(cursor + count))
      cursor += count
    }
    /// `live`: the targets leading to this node, none of them ending at it.
    func walk(_ value: JSONValue, depth: Int, live: [Int]) {
      func child(_ component: JSONPath.Component, _ value: JSONValue) {
        let next = live.filter { targets[$0][depth] == component }
        if next.isEmpty {
          cursor += JSONWriter.lineCount(value)
        } else if next.contains(where: { targets[$0].count == depth + 1 }) {
          highlight(value)
        } else {
          walk(value, depth: depth + 1, live: next)
        }
      }
      switch value {
      case .array(let items) where !items.isEmpty:
        cursor += 1
        for (i, item) in items.enumerated() { child(.index(i), item) }
        cursor += 1
      case .object(let object) where !object.isEmpty:
        cursor += 1
        for member in object { child(.key(member.key), member.value) }
        cursor += 1
      default:
        cursor += 1
      }
    }
    if targets.contains(where: { $0.isEmpty }) {
      highlight(value)
    } else {
      walk(value, depth: 0, live: Array(targets.indices))
    }
    return ranges
  }

  /// What `tab` shows of `derived`, and which request path each part of it shows.
  private static func shown(_ tab: PreviewTab, of derived: borrowing Derived) -> (
    JSONValue, SourceMap
  ) {
    // No closure here: one capturing `derived` would copy it (every part retained).
    guard let platform = tab.platform else {
      return (derived.request, sources(of: tab, in: derived))
    }
    return (derived.views[platform]?.value ?? .object([:]), sources(of: tab, in: derived))
  }

  /// Which request path each part of `tab` shows, as the renderer recorded it: the request is
  /// itself; a platform tab is its `PlatformView.sources`; the device drawing has no lines.
  static func sources(of tab: PreviewTab, in derived: borrowing Derived) -> SourceMap {
    if let platform = tab.platform { return derived.views[platform]?.sources ?? SourceMap() }
    return tab == .request ? .identity : SourceMap()
  }

  /// The request-body paths the focused place edits (none for draft-only metadata), spelled
  /// as the draft spells them.
  public static func requestPaths(for state: ComposerState) -> [JSONPath] {
    guard let focus = state.currentFocus else { return [] }
    guard let field = FormModel.field(focus.fieldID, in: state.formItems) else { return [] }
    switch focus {
    case .mapKey(_, let row), .mapValue(_, let row):
      let rows = MapRows.rows(of: field, in: state.draft)
      guard let path = field.path, rows.indices.contains(row) else { return [] }
      return [path.appending(rows[row].key)]
    case .mapNewRow:
      return field.path.map { [$0] } ?? []
    case .field:
      switch field.binding {
      case .schema(let f): return [PathCache.path(of: f, in: state.draft)]
      case .extraMembers(let f):
        let path = PathCache.path(of: f, in: state.draft)
        return FormBinding.extraMembers(of: f, in: state.draft).keys.map { path.appending($0) }
      case .targetKind:
        return TargetKind.current(in: state.draft).messageKey.map {
          [JSONPath([.key("message"), .key($0)])]
        } ?? []
      case .consoleSound(let fields):
        return fields.map { PathCache.path(of: $0, in: state.draft) }
      case .draftName, .draftNotes, .recipients, .audienceFile, .expiry, .schedule: return []
      }
    }
  }
}
