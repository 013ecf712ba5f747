import PushCore
import TermUI

/// The preview pane's content for a state: the JSON lines of the selected tab, which of them
/// show the focused field, and the scroll (following the focus, or the manual offset).
public struct PreviewModel: Sendable, Equatable {
  /// The pretty-printed lines of the request or platform view.
  public let lines: [JSONLine]
  /// Per line: whether it shows the focused field.
  public let highlighted: [Bool]
  /// Lines scrolled off the top.
  public let scroll: Int

  /// The preview of `state` in a viewport `viewport` rows high.
  public init(_ state: ComposerState, viewport: Int) {
    let value: JSONValue
    if let platform = state.previewTab.platform {
      value = state.derived.views[platform]?.value ?? .object([:])
    } else {
      value = state.derived.request
    }
    lines = JSONWriter.lines(value)
    let targets = Self.requestPaths(for: state).flatMap {
      PreviewPathMap.paths(for: $0, in: state.previewTab, message: state.derived.message)
    }
    highlighted = lines.map { line in targets.contains { line.path.hasPrefix($0) } }
    let maxScroll = max(0, lines.count - viewport)
    if state.previewFollowsFocus, let first = highlighted.firstIndex(of: true),
      let last = highlighted.lastIndex(of: true)
    {
      let count = last - first + 1
      let context = count < viewport ? (viewport - count) / 3 : 0
      scroll = max(0, min(first - context, maxScroll))
    } else {
      scroll = max(0, min(state.previewScroll, maxScroll))
    }
  }

  /// The request-body paths the focused place edits (none for draft-only metadata).
  public static func requestPaths(for state: ComposerState) -> [JSONPath] {
    guard let focus = state.currentFocus else { return [] }
    var field: FormField?
    for case .field(let f) in state.formItems where f.id == focus.fieldID {
      field = f
      break
    }
    guard let field else { return [] }
    switch focus {
    case .mapKey(_, let row), .mapValue(_, let row):
      let rows = MapRows.rows(of: field, in: state.draft)
      guard let path = field.path, rows.indices.contains(row) else { return [] }
      return [path.appending(rows[row].key)]
    case .mapNewRow:
      return field.path.map { [$0] } ?? []
    case .field:
      switch field.binding {
      case .schema(let f): return [f.jsonPath]
      case .extraMembers(let f):
        return FieldDisplay.extraMembers(of: f, in: state.draft).keys.map {
          f.jsonPath.appending($0)
        }
      case .targetKind:
        return TargetKind.current(in: state.draft).messageKey.map {
          [JSONPath([.key("message"), .key($0)])]
        } ?? []
      case .consoleSound(let fields): return fields.map(\.jsonPath)
      case .draftName, .draftNotes, .recipients, .expiry: return []
      }
    }
  }
}
