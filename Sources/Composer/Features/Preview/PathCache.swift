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

  /// A field's path keys, each with its lowerCamelCase twin where it has one, and the path
  /// parsed: both made once per field path.
  private struct Spelling: Sendable {
    var keys: [(snake: String, camel: String?)]
    var path: JSONPath
    var hasTwins: Bool
  }

  private static let spellings = Mutex<[String: Spelling]>([:])

  /// Where `field` is in `draft` as the draft spells it: a field written in its lowerCamelCase
  /// spelling (`fcmOptions.analyticsLabel`, FCM-SPEC §1.1) is read and edited where it is, not
  /// beside it under the snake_case name. Snake-case drafts get the cached path (one lookup; the
  /// draft is walked only for fields that have a twin spelling).
  static func path(of field: Field, in draft: Draft) -> JSONPath {
    let spelling = spelling(of: field)
    guard spelling.hasTwins else { return spelling.path }
    let keys = spelling.keys
    var node = draft.document[keys.first?.snake ?? ""]
    var camelAt: [Int] = []
    for (index, key) in keys.enumerated().dropFirst() {
      let object = node?.objectValue
      if let value = object?[key.snake] {
        node = value
      } else if let camel = key.camel, let value = object?[camel] {
        node = value
        camelAt.append(index)
      } else {
        node = nil
      }
    }
    guard !camelAt.isEmpty else { return spelling.path }
    return JSONPath(
      keys.enumerated().map { index, key in
        .key(camelAt.contains(index) ? key.camel ?? key.snake : key.snake)
      })
  }

  private static func spelling(of field: Field) -> Spelling {
    if let cached = spellings.withLock({ $0[field.path] }) { return cached }
    let keys = field.path.split(separator: ".").map(String.init)
    var parent = ""
    var out: [(snake: String, camel: String?)] = []
    for key in keys {
      let camel = FieldSchema.protoJSONName(key)
      let isTwin =
        !parent.isEmpty && camel != key && FieldSchema.shared.isCamelSpelling(camel, of: parent)
      out.append((key, isTwin ? camel : nil))
      parent = parent.isEmpty ? key : parent + "." + key
    }
    let spelling = Spelling(
      keys: out, path: jsonPath(of: field), hasTwins: out.contains { $0.camel != nil })
    spellings.withLock { $0[field.path] = spelling }
    return spelling
  }

  /// `field.path` (the place a form field edits), with schema paths parsed once.
  static func path(of field: FormField) -> JSONPath? {
    switch field.binding {
    case .schema(let f), .extraMembers(let f): jsonPath(of: f)
    default: field.path
    }
  }
}
