import PushCore

/// What the preview pane built from its document last frame, for the next frame to reuse what
/// did not change. Only speed depends on it: what it returns equals what is built afresh
/// (`JSONWindowTests`, `PreviewWindowMemoTests`).
///
/// - The JSON lines in view (`JSONWindow`): typing into a field rebuilds that field's line, not
///   the thirty in view.
/// - The document's line count and the lines that show the focused field: typing into a string
///   changes neither, so they are kept while the document keeps its outline (see
///   `sameOutline`) and the focused paths stay the same.
final class PreviewWindowMemo {
  private var last: JSONWindow?
  private var outline: Outline?
  /// How many times the line count and focused lines were last frame's.
  private(set) var outlinesKept = 0

  /// A document's line count and the lines showing `targets`, with the document they were
  /// counted in.
  private struct Outline {
    var value: JSONValue
    var targets: [JSONPath]
    var lineCount: Int
    var ranges: [Range<Int>]
  }

  /// Lines `window` of `value`, built from last frame's.
  func lines(of value: JSONValue, in window: Range<Int>) -> [JSONLine] {
    let shown = JSONWindow(value, lines: window, reusing: last)
    last = shown
    return shown.lines
  }

  /// `JSONWriter.lineCount(value)` and `PreviewModel.ranges(in: value, showing: targets)`:
  /// last frame's when its document had the outline of `value` and the targets were the same.
  func outline(of value: JSONValue, showing targets: [JSONPath]) -> (
    lineCount: Int, ranges: [Range<Int>]
  ) {
    if let kept = outline, kept.targets == targets, Self.sameOutline(kept.value, value) {
      // The newest document, for the next frame's comparison to find its storage shared.
      outline?.value = value
      outlinesKept += 1
      return (kept.lineCount, kept.ranges)
    }
    let fresh = Outline(
      value: value, targets: targets, lineCount: JSONWriter.lineCount(value),
      ranges: PreviewModel.ranges(in: value, showing: targets))
    outline = fresh
    return (fresh.lineCount, fresh.ranges)
  }

  /// Whether `a` and `b` are pretty-printed as the same lines bar their scalars: each
  /// non-empty container matched by one of the same kind with as many children (an object's
  /// with the same keys in the same order), every other value (a scalar or an empty container,
  /// one line each) by another such value. Equal outlines have equal line counts, and a path
  /// names the same lines in both.
  ///
  /// A container whose children share storage with the other's is the same without a look
  /// inside: typing walks the path to the edited string, not the hundred data pairs beside it.
  static func sameOutline(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      let (m, n) = (x.members, y.members)
      guard m.count == n.count else { return false }
      if x.sharesStorage(with: y) { return true }
      for i in m.indices {
        guard m[i].key == n[i].key, sameOutline(m[i].value, n[i].value) else { return false }
      }
      return true
    case (.array(let x), .array(let y)):
      guard x.count == y.count else { return false }
      if JSONValue.sharesStorage(a, b) { return true }
      for i in x.indices where !sameOutline(x[i], y[i]) { return false }
      return true
    default:
      return isOneLine(a) && isOneLine(b)
    }
  }

  /// Whether `value` is pretty-printed on one line (a scalar or an empty container).
  private static func isOneLine(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object): object.isEmpty
    case .array(let items): items.isEmpty
    default: true
    }
  }
}
