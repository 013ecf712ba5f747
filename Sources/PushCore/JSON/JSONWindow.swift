/// The pretty-printed lines of a document that a viewport shows, kept so that the next version
/// of the document (a keystroke later) builds only the lines that changed.
///
/// `JSONWindow(value, lines: window, reusing: previous)` has the lines of
/// `JSONWriter.lines(value, in: window, paths: false)`; every line of a member or element that
/// both versions have at the same place, with the same key, value and trailing comma, is copied
/// from `previous` instead of being built (and shares its storage, so comparing it with the
/// previous frame's line is one pointer comparison). Typing into the title rebuilds the title's
/// line; the other thirty lines in view are copies.
public struct JSONWindow: Sendable {
  /// The document.
  public let value: JSONValue
  /// The line numbers in view.
  public let window: Range<Int>
  /// Lines `window` of the document (every path is the root).
  public let lines: [JSONLine]

  /// Lines `window` of `value`, copying what `previous` (an earlier version's) has unchanged.
  public init(_ value: JSONValue, lines window: Range<Int>, reusing previous: JSONWindow? = nil) {
    self.value = value
    self.window = window
    guard let previous, !window.isEmpty else {
      lines = JSONWriter.lines(value, in: window, paths: false)
      return
    }
    var builder = WindowBuilder(window: window, previous: previous)
    builder.write(value, old: previous.value, oldStart: 0, depth: 0, key: nil, comma: false)
    lines = builder.lines
  }
}

/// Walks the new version of a document beside the old one, line numbers counted in both.
private struct WindowBuilder {
  let window: Range<Int>
  let previous: JSONWindow
  let indentWidth = 2
  var lines: [JSONLine] = []
  /// The number of the next line of the new version.
  var cursor = 0

  init(window: Range<Int>, previous: JSONWindow) {
    self.window = window
    self.previous = previous
    lines.reserveCapacity(window.count)
  }

  /// Writes `value` (the member `key`, followed by a comma when `comma`), whose old version
  /// `old` started at line `oldStart` of the previous document (nil: it has none).
  mutating func write(
    _ value: JSONValue, old: JSONValue?, oldStart: Int, depth: Int, key: String?, comma: Bool
  ) {
    if cursor >= window.upperBound { return }
    // Past the window's end nothing is counted: a count above what is left is as good.
    let count = JSONWriter.lineCount(value, atMost: window.upperBound - cursor)
    if cursor + count <= window.lowerBound {
      cursor += count
      return
    }
    if let old, old == value, copy(count, from: oldStart) { return }
    guard let old, let (open, close) = Self.brackets(value), Self.brackets(old)?.0 == open else {
      fresh(value, count: count, depth: depth, key: key, comma: comma)
      return
    }
    // Same kind of container: its own lines are the same text; its children are matched by
    // position (and key), the rest built.
    var oldLine = oldStart
    line(depth: depth, key: key, token: JSONToken(.punctuation, open), comma: false, old: oldLine)
    oldLine += 1
    switch (value, old) {
    case (.object(let object), .object(let oldObject)):
      for (i, member) in object.enumerated() {
        let counterpart = i < oldObject.count ? oldObject[i] : nil
        let same = counterpart.map { JSONObject.sameKey($0.key, member.key) } ?? false
        let trailing = i < object.count - 1
        let oldTrailing = i < oldObject.count - 1
        write(
          member.value, old: same && trailing == oldTrailing ? counterpart?.value : nil,
          oldStart: oldLine, depth: depth + 1, key: member.key, comma: trailing)
        if let counterpart { oldLine += oldLines(counterpart.value, from: oldLine) }
        if cursor >= window.upperBound { return }
      }
      for member in oldObject.dropFirst(object.count) {
        oldLine += oldLines(member.value, from: oldLine)
      }
    case (.array(let items), .array(let oldItems)):
      for (i, item) in items.enumerated() {
        let trailing = i < items.count - 1
        // (Not `matches ? oldItems[i] : nil`: JSONValue takes `nil` as a literal, `.null`.)
        var counterpart: JSONValue?
        if i < oldItems.count, trailing == (i < oldItems.count - 1) { counterpart = oldItems[i] }
        write(
          item, old: counterpart, oldStart: oldLine, depth: depth + 1, key: nil, comma: trailing)
        if i < oldItems.count { oldLine += oldLines(oldItems[i], from: oldLine) }
        if cursor >= window.upperBound { return }
      }
      for item in oldItems.dropFirst(items.count) { oldLine += oldLines(item, from: oldLine) }
    default:
      break
    }
    line(depth: depth, key: nil, token: JSONToken(.punctuation, close), comma: comma, old: oldLine)
  }

  /// How many lines an old subtree starting at `start` had, counted only as far as the
  /// previous window (past it, nothing more can be copied).
  private func oldLines(_ value: JSONValue, from start: Int) -> Int {
    JSONWriter.lineCount(value, atMost: max(0, previous.window.upperBound - start))
  }

  /// Copies the `count` lines of a subtree that starts at `oldStart` in the previous document,
  /// when every line of it in the window was in the previous window; false when not.
  private mutating func copy(_ count: Int, from oldStart: Int) -> Bool {
    let needed = max(cursor, window.lowerBound)..<min(cursor + count, window.upperBound)
    let first = oldStart + (needed.lowerBound - cursor)
    let last = first + needed.count
    guard first >= previous.window.lowerBound, last <= previous.window.upperBound else {
      return false
    }
    let offset = previous.window.lowerBound
    lines.append(contentsOf: previous.lines[(first - offset)..<(last - offset)])
    cursor += count
    return true
  }

  /// Builds `value`'s lines in the window afresh.
  private mutating func fresh(
    _ value: JSONValue, count: Int, depth: Int, key: String?, comma: Bool
  ) {
    var builder = LineBuilder(indentWidth: indentWidth, window: window, paths: false)
    builder.cursor = cursor
    builder.write(value, path: .root, depth: depth, key: key, comma: comma)
    lines.append(contentsOf: builder.lines)
    cursor += count
  }

  /// One line (an opening or closing bracket) at `cursor`, when it is in the window: line `old`
  /// of the previous document when that was in view (the caller matched key and comma).
  private mutating func line(
    depth: Int, key: String?, token: JSONToken, comma: Bool, old: Int
  ) {
    defer { cursor += 1 }
    guard window.contains(cursor) else { return }
    let kept = old - previous.window.lowerBound
    if previous.window.contains(old), previous.lines.indices.contains(kept) {
      lines.append(previous.lines[kept])
      return
    }
    lines.append(
      LineBuilder.line(token, indent: depth * indentWidth, key: key, comma: comma, path: .root))
  }

  /// The brackets of a non-empty container (an empty one is one scalar-like line).
  private static func brackets(_ value: JSONValue) -> (String, String)? {
    switch value {
    case .object(let object) where !object.isEmpty: ("{", "}")
    case .array(let items) where !items.isEmpty: ("[", "]")
    default: nil
    }
  }
}
