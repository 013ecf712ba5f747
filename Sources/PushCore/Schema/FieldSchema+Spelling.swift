/// The two spellings of a field name (FCM-SPEC §1.1).
///
/// FCM parses request bodies with the proto3 JSON mapping, which accepts every message field
/// under its proto name (`click_action`) and its lowerCamelCase JSON name (`clickAction`); the
/// REST reference prints the first, the discovery documents and the API Explorer the second, and
/// the Node Admin SDK sends `fcmOptions` unrenamed. Both are the same field. The keys of the two
/// `google.protobuf.Struct` objects (`apns.payload`, `webpush.notification`) and of the string
/// maps (`data`, `headers`) are not field names: they pass through verbatim and have one
/// spelling only.
extension FieldSchema {
  /// Fields whose keys below them are free-form (proto `Struct`): no second spelling there.
  static let verbatimRoots = ["message.apns.payload", "message.webpush.notification"]

  /// The proto3 JSON name of a proto field name: each `_x` becomes `X` (`android_v2` →
  /// `androidV2`), as protoc derives `json_name`.
  public static func protoJSONName(_ key: String) -> String {
    var out = ""
    var upper = false
    for c in key {
      if c == "_" {
        upper = true
      } else {
        out += upper ? c.uppercased() : String(c)
        upper = false
      }
    }
    return out
  }

  /// Whether the members of the field at `schemaPath` are proto message fields (and so have a
  /// lowerCamelCase spelling).
  static func hasProtoMembers(_ schemaPath: String, kind: FieldKind?) -> Bool {
    if schemaPath == "message" { return true }
    guard kind == .object || kind == .objectList else { return false }
    return !verbatimRoots.contains { schemaPath == $0 || schemaPath.hasPrefix($0 + ".") }
  }

  /// The alias table: `parent.camelKey` → index of the field spelled `parent.snake_key`.
  static func aliases(of fields: [Field]) -> [String: Int] {
    let kinds = Dictionary(fields.map { ($0.path, $0.kind) }, uniquingKeysWith: { a, _ in a })
    var aliases: [String: Int] = [:]
    for (i, field) in fields.enumerated() {
      let parent = field.parentPath
      let elementParent = parent.hasSuffix("[]") ? String(parent.dropLast(2)) : parent
      guard hasProtoMembers(elementParent, kind: kinds[elementParent]) else { continue }
      let camel = field.camelKey
      if camel != field.key { aliases[parent + "." + camel] = i }
    }
    return aliases
  }

  /// The field `key` names inside the field at `parentSchemaPath`, under either spelling.
  public func child(_ key: String, of parentSchemaPath: String) -> Field? {
    guard let parent = Self.parentID(of: parentSchemaPath, byPath: byPath),
      let index = childIndex(key, of: parent)
    else { return nil }
    return fields[index]
  }

  /// Whether `key` inside `parentSchemaPath` is the lowerCamelCase spelling of a field.
  public func isCamelSpelling(_ key: String, of parentSchemaPath: String) -> Bool {
    aliasByPath[parentSchemaPath + "." + key] != nil
  }

  /// The schema path (snake_case, indices as `[]`) of a concrete path written with either
  /// spelling: `message.android.notification.clickAction` → `…notification.click_action`.
  /// Components the schema does not know are kept as written.
  public func schemaPath(of path: JSONPath) -> String {
    var current = ""
    for component in path.components {
      switch component {
      case .index:
        current += "[]"
      case .key(let key):
        if current.isEmpty {
          current = key
        } else if let field = child(key, of: current) {
          current = field.path
        } else {
          current += "." + key
        }
      }
    }
    return current
  }

  /// The path of the field at `schemaPath` as `document` spells it: each component takes the
  /// spelling present in the document (snake_case when neither is).
  public func writtenPath(of schemaPath: String, in document: JSONValue) -> JSONPath {
    let keys = schemaPath.split(separator: ".").map(String.init)
    guard !schemaPath.contains("[]"), let first = keys.first else {
      return JSONPath(parsing: schemaPath) ?? .root
    }
    var written = JSONPath.root.appending(first)
    var node = document.objectValue?[first]
    var parent = first
    for key in keys.dropFirst() {
      let object = node?.objectValue
      var spelled = key
      if object?[key] == nil, let camel = camelSpelling(key, of: parent), object?[camel] != nil {
        spelled = camel
      }
      written = written.appending(spelled)
      node = object?[spelled]
      parent += "." + key
    }
    return written
  }

  /// The lowerCamelCase spelling of `key` under `parentSchemaPath`, when it has one.
  func camelSpelling(_ key: String, of parentSchemaPath: String) -> String? {
    let camel = Self.protoJSONName(key)
    guard camel != key, isCamelSpelling(camel, of: parentSchemaPath) else { return nil }
    return camel
  }
}
