/// The editing model behind every text field: a pure value type, tested without a terminal.
///
/// Text is held as grapheme clusters, so the cursor never lands inside `é`, `👍🏽` or `中`.
/// It supports readline keys (see `handle(_:wrapWidth:)`), paste, soft wrapping with the
/// cursor's row and column in display cells (`layout(width:)`), horizontal scrolling for
/// single-line fields, and undo/redo where a typed run ("hello") is one step.
public struct TextEditorState: Sendable, Equatable {
  /// The text as grapheme clusters.
  public private(set) var characters: [Character]
  /// Each cluster's width (see `ClusterWidths`) and the text, `String(characters)`: both kept
  /// with `characters` by its only two writers, `replace(_:with:)` (typing at the end appends
  /// to the text instead of joining every cluster again) and `replaceAll(with:text:)`.
  private(set) var widths: ClusterWidths
  public private(set) var text: String
  /// The cursor, as an index into `characters` (0...count).
  public internal(set) var cursor: Int
  /// Whether Enter and pasted newlines insert line breaks (otherwise pasted breaks become
  /// spaces and Enter is left to the app).
  public let isMultiline: Bool
  /// The most recently killed text (Ctrl-K/U/W, Alt-D), which Ctrl-Y inserts.
  public internal(set) var killBuffer = ""
  /// The first visible display column of a single-line field (kept by `TextEditorView`).
  public var horizontalOffset = 0
  /// The first visible row of a multi-line field (kept by `TextEditorView`).
  public var verticalOffset = 0

  struct Snapshot: Sendable, Equatable {
    var characters: [Character]
    var cursor: Int
  }

  enum EditKind: Sendable, Equatable {
    case typing(afterSpace: Bool)
    case deletingBackward
    case deletingForward
  }

  var undoStack: [Snapshot] = []
  var redoStack: [Snapshot] = []
  var lastEdit: EditKind?
  var preferredColumn: Int?
  static let undoLimit = 500

  /// An editor holding `text` with the cursor at its end.
  public init(_ text: String = "", multiline: Bool = false) {
    isMultiline = multiline
    let text = multiline ? text : Self.singleLine(text)
    let clusters = Array(text)
    characters = clusters
    widths = ClusterWidths(clusters)
    self.text = text
    cursor = clusters.count
  }

  /// Whether there is anything to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is anything to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Replaces the whole text (one undo step), putting the cursor at the end.
  public mutating func setText(_ text: String) {
    let new = Array(isMultiline ? text : Self.singleLine(text))
    guard new != characters else { return }
    checkpoint()
    replaceAll(with: new, text: String(new))
    cursor = characters.count
  }

  /// Moves the cursor to `index` (clamped), ending any typed run.
  public mutating func setCursor(_ index: Int) {
    cursor = max(0, min(index, characters.count))
    endRun()
  }

  /// Types `text` at the cursor. Consecutive typing is one undo step per word.
  public mutating func insert(_ text: String) {
    let text = isMultiline ? text : Self.singleLine(text)
    guard !text.isEmpty else { return }
    let startsWord = !(text.first?.isWhitespace ?? false)
    let coalesce: Bool
    if case .typing(let afterSpace) = lastEdit {
      coalesce = !(afterSpace && startsWord)
    } else {
      coalesce = false
    }
    if !coalesce { checkpoint() }
    replace(cursor..<cursor, with: text)
    lastEdit = .typing(afterSpace: text.last?.isWhitespace ?? false)
    preferredColumn = nil
  }

  /// Inserts pasted text as one undo step (line breaks become spaces in a single-line field;
  /// `\r\n` and `\r` become `\n`).
  public mutating func paste(_ text: String) {
    let normalized = String(text.map { $0.isNewline ? "\n" : $0 })
    let cleaned = isMultiline ? normalized : Self.singleLine(normalized)
    guard !cleaned.isEmpty else { return }
    checkpoint()
    replace(cursor..<cursor, with: cleaned)
  }

  /// Undoes the last step; returns whether anything changed.
  @discardableResult
  public mutating func undo() -> Bool {
    guard let snapshot = undoStack.popLast() else { return false }
    redoStack.append(Snapshot(characters: characters, cursor: cursor))
    restore(snapshot)
    return true
  }

  /// Redoes the last undone step; returns whether anything changed.
  @discardableResult
  public mutating func redo() -> Bool {
    guard let snapshot = redoStack.popLast() else { return false }
    undoStack.append(Snapshot(characters: characters, cursor: cursor))
    restore(snapshot)
    return true
  }

  private mutating func restore(_ snapshot: Snapshot) {
    replaceAll(with: snapshot.characters, text: String(snapshot.characters))
    cursor = snapshot.cursor
    endRun()
  }

  /// Records the current text as an undo step and clears redo.
  mutating func checkpoint() {
    undoStack.append(Snapshot(characters: characters, cursor: cursor))
    if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    redoStack.removeAll()
    lastEdit = nil
  }

  /// Ends a typed or deleted run so the next edit is its own undo step.
  mutating func endRun() {
    lastEdit = nil
    preferredColumn = nil
  }

  /// Replaces `range` with `text`, re-segmenting so clusters merge correctly at the seams
  /// (a typed combining accent joins the letter before it); the cursor goes after `text`.
  mutating func replace(_ range: Range<Int>, with text: String) {
    if Self.keepsClusters(
      text, after: characters[..<range.lowerBound].last,
      before: characters[range.upperBound...].first)
    {
      // Nothing can merge at the seams: each inserted scalar is its own cluster.
      let atEnd = range.upperBound == characters.count
      let inserted = Array(text)
      widths.replaceSubrange(range, with: inserted)
      characters.replaceSubrange(range, with: inserted)
      cursor = range.lowerBound + text.utf8.count
      if atEnd {
        // The text's last clusters are the replaced ones (it segments as `characters` do).
        if !range.isEmpty { self.text.removeLast(range.count) }
        self.text += text
      } else {
        self.text = String(characters)
      }
      return
    }
    let before = String(characters[..<range.lowerBound]) + text
    let joined = before + String(characters[range.upperBound...])
    let merged = Array(joined)
    cursor = min(Array(before).count, merged.count)
    replaceAll(with: merged, text: joined)
  }

  /// Replaces every cluster, with `text` their joined string.
  private mutating func replaceAll(with clusters: [Character], text: String) {
    widths = ClusterWidths(clusters)
    characters = clusters
    self.text = text
  }

  /// Whether `text` put between `previous` and `next` leaves every cluster boundary where it
  /// was and makes each of its scalars a cluster: all of them are ASCII, where a boundary
  /// falls between any two scalars but CR LF (UAX #29: no ASCII scalar extends, prepends or
  /// joins), so there is no carriage return on either side of a seam.
  static func keepsClusters(_ text: String, after previous: Character?, before next: Character?)
    -> Bool
  {
    guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return false }
    if let last = previous?.unicodeScalars.last, last.value >= 0x80 || last == "\r" {
      return false
    }
    if let first = next?.unicodeScalars.first, first.value >= 0x80 || first == "\r" {
      return false
    }
    return true
  }

  static func singleLine(_ text: String) -> String {
    // ASCII without line feed, vertical tab, form feed or carriage return (typed text, one
    // character at a time) holds no newline: kept as it is, without a walk over its clusters.
    if text.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}
