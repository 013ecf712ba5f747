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

  private static let spellings = Mutex<[String: [(snake: String, camel: String?)]]>([:])

  /// Where `field` is in `draft` as the draft spells it: a field written in its lowerCamelCase
  /// spelling (`fcmOptions.analyticsLabel`, FCM-SPEC §1.1) is read and edited where it is, not
  /// beside it under the snake_case name. Snake-case drafts get the cached path.
  static func path(of field: Field, in draft: Draft) -> JSONPath {
    let components = spelling(of: field)
    var node = draft.document[components.first?.snake ?? ""]
    var written: [JSONPath.Component] = components.first.map { [.key($0.snake)] } ?? []
    var usesCamel = false
    for component in components.dropFirst() {
      let object = node?.objectValue
      if let value = object?[component.snake] {
        node = value
        written.append(.key(component.snake))
      } else if let camel = component.camel, let value = object?[camel] {
        node = value
        written.append(.key(camel))
        usesCamel = true
      } else {
        node = nil
        written.append(.key(component.snake))
      }
    }
    return usesCamel ? JSONPath(written) : jsonPath(of: field)
  }

  /// Each key of the field's path with its lowerCamelCase twin where it has one.
  private static func spelling(of field: Field) -> [(snake: String, camel: String?)] {
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
    spellings.withLock { $0[field.path] = out }
    return out
  }

  /// `field.path` (the place a form field edits), with schema paths parsed once.
  static func path(of field: FormField) -> JSONPath? {
    switch field.binding {
    case .schema(let f), .extraMembers(let f): jsonPath(of: f)
    default: field.path
    }
  }
}
