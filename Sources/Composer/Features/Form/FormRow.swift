import TermUI

/// One screen row of the form, laid out but not yet drawn: what text goes where (columns are
/// relative to the form's content edge), which focusable place each column range belongs to,
/// and where the live text editor goes.
public struct FormRow: Sendable, Hashable {
  /// A piece of text at a column.
  public struct Segment: Sendable, Hashable {
    /// Column relative to the content's left edge.
    public var x: Int
    /// The text (already cut to fit).
    public var text: String
    /// The role it is drawn in.
    public var role: String
    /// A concrete foreground (a colour swatch shows the colour the data names).
    public var foreground: Color?

    public init(x: Int, _ text: String, role: String, foreground: Color? = nil) {
      self.x = x
      self.text = text
      self.role = role
      self.foreground = foreground
    }
  }

  /// A background run: columns `start..<end` (nil: to the row's end) filled with `role`.
  public struct Fill: Sendable, Hashable {
    public var start: Int
    public var end: Int?
    public var role: String
  }

  /// Columns that focus a place when clicked.
  public struct Target: Sendable, Hashable {
    public var columns: Range<Int>
    public var focus: FocusID
  }

  /// Where the focused text editor is drawn: from column `x`, `width` wide, `height` rows
  /// starting at this row.
  public struct EditorSlot: Sendable, Hashable {
    public var x: Int
    public var width: Int
    public var height: Int
    public var placeholder: String?
  }

  public var segments: [Segment] = []
  public var fills: [Fill] = []
  public var targets: [Target] = []
  /// The place this row scrolls into view with (its own focus, or the field a diagnostic or
  /// continuation row belongs to).
  public var attachedTo: FocusID?
  /// Set on the first row of the live editor.
  public var editor: EditorSlot?

  public init() {}

  /// The place at column `x`, if any.
  public func focus(atColumn x: Int) -> FocusID? {
    targets.first { $0.columns.contains(x) }?.focus
  }

  mutating func text(_ x: Int, _ text: String, _ role: String, foreground: Color? = nil) {
    guard !text.isEmpty else { return }
    segments.append(Segment(x: x, text, role: role, foreground: foreground))
  }

  mutating func fill(_ start: Int, _ end: Int?, _ role: String) {
    fills.append(Fill(start: start, end: end, role: role))
  }

  mutating func target(_ columns: Range<Int>, _ focus: FocusID) {
    targets.append(Target(columns: columns, focus: focus))
  }
}
