import PushCore

/// How a form item is edited: the widget behind it.
public enum EditorKind: Sendable, Hashable {
  /// One line of text.
  case line
  /// Several lines (text bodies, one list item per line, JSON).
  case multiline
  /// true / false / unset, toggled with Space.
  case toggle
  /// 1 / unset (APNs flags), toggled with Space.
  case flag
  /// A value from a list, chosen in a picker.
  case choice([String])
  /// A string → string table with add, edit, delete and reorder.
  case map
  /// Free-form JSON edited in place (or in `$EDITOR`).
  case json

  /// The widget for a schema kind.
  public init(_ kind: FieldKind) {
    switch kind {
    case .multilineText, .stringList, .numberList, .durationList: self = .multiline
    case .boolean: self = .toggle
    case .flag: self = .flag
    case .enumeration(let values): self = .choice(values)
    case .stringMap: self = .map
    case .json, .objectList: self = .json
    default: self = .line
    }
  }

  /// Whether typing edits text here.
  public var isText: Bool {
    switch self {
    case .line, .multiline, .json: true
    default: false
    }
  }
}
