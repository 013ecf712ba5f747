import PushCore
import Synchronization

/// Parsed `JSONPath`s of schema fields, by their dotted path: `Field.jsonPath` parses its
/// string on every call, and the form reads the same few dozen paths on every keystroke.
enum PathCache {
  private static let paths = Mutex<[String: JSONPath]>([:])

  /// `field.jsonPath`, parsed once per distinct path.
  static func jsonPath(of field: Field) -> JSONPath {
    if let path = paths.withLock({ $0[field.path] }) { return path }
    let path = field.jsonPath
    paths.withLock { $0[field.path] = path }
    return path
  }

  /// `field.path` (the place a form field edits), with schema paths parsed once.
  static func path(of field: FormField) -> JSONPath? {
    switch field.binding {
    case .schema(let f), .extraMembers(let f): jsonPath(of: f)
    default: field.path
    }
  }
}
