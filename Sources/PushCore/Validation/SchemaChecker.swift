import Config
import Foundation

/// Walks a message against `FieldSchema` and checks every present field's JSON type, format
/// and `FieldRule`s, plus unknown keys. Cross-field rules live in `MessageRules`.
struct SchemaChecker {
  let schema: FieldSchema
  var diagnostics: [Diagnostic] = []

  init(schema: FieldSchema) { self.schema = schema }

  mutating func report(_ severity: Severity, _ path: JSONPath, _ message: String) {
    diagnostics.append(Diagnostic(severity, path, message))
  }

  /// Checks `message` (found at `path`) as the `Message` object.
  mutating func checkMessage(_ message: JSONValue, at path: JSONPath) {
    guard case .object(let object) = message else {
      report(.error, path, "message must be an object, found \(message.kindName)")
      return
    }
    checkMembers(of: object, at: path, schemaPath: "message", policy: nil)
  }

  /// Checks an object's members against the fields under `schemaPath`.
  /// `policy` nil means unknown keys are errors.
  mutating func checkMembers(
    of object: JSONObject, at path: JSONPath, schemaPath: String, policy: ExtraKeyPolicy?
  ) {
    let children = schema.children(of: schemaPath)
    for member in object {
      let memberPath = path.appending(member.key)
      if let field = schema.field(at: schemaPath + "." + member.key) {
        check(member.value, at: memberPath, field: field)
      } else {
        reportUnknownKey(member.key, at: memberPath, among: children.map(\.key), policy: policy)
      }
    }
    for child in children {
      if child.rules.contains(.required), object[child.key] == nil {
        report(.error, path.appending(child.key), "\(child.key) is required in \(path)")
      }
      for case .requiresSibling(let sibling) in child.rules
      where object[child.key] != nil && object[sibling] == nil {
        report(
          .error, path.appending(child.key),
          "\(child.key) needs \(sibling) (the arguments fill in that string resource)")
      }
    }
  }

  private mutating func reportUnknownKey(
    _ key: String, at path: JSONPath, among known: [String], policy: ExtraKeyPolicy?
  ) {
    let suggestion = Suggestion.match(for: key, in: known)
    if policy == .allowed, suggestion?.exact != true { return }
    let hint = suggestion.map { " (did you mean \"\($0.candidate)\"?)" } ?? ""
    let severity: Severity = (policy == .warn && suggestion?.exact != true) ? .warning : .error
    let what = policy == .warn ? "is not a key the receiver knows" : "is not a field of"
    let parent = policy == .warn ? "" : " \(path.parent)"
    report(severity, path, "\"\(key)\" \(what)\(parent)\(hint)")
  }

  /// Checks one field's value: type by kind, then rules, then children.
  mutating func check(_ value: JSONValue, at path: JSONPath, field: Field) {
    var value = value
    if case .string(let s) = value {
      for case .stripsPrefix(let prefix) in field.rules where s.hasPrefix(prefix) {
        report(
          .warning, path,
          "drop the \"\(prefix)\" prefix; fcm-compose strips it when rendering, as the SDKs do")
        value = .string(String(s.dropFirst(prefix.count)))
      }
    }
    guard checkKind(value, at: path, field: field) else { return }
    RuleChecker.check(value, at: path, field: field, into: &self)
    checkChildren(value, at: path, field: field)
  }

  private mutating func checkChildren(_ value: JSONValue, at path: JSONPath, field: Field) {
    switch (field.kind, value) {
    case (.object, .object(let object)):
      let policy = field.rules.lazy.compactMap { rule -> ExtraKeyPolicy? in
        if case .extraKeys(let p) = rule { return p }
        return nil
      }.first
      checkMembers(of: object, at: path, schemaPath: field.path, policy: policy)
    case (.json, .object(let object)):
      for child in schema.children(of: field.path) {
        if let childValue = object[child.key] {
          check(childValue, at: path.appending(child.key), field: child)
        }
      }
    case (.stringMap, .object(let object)):
      // HTTP header names are case-insensitive.
      let known = schema.children(of: field.path).map { ($0.key.lowercased(), $0) }
      for member in object {
        if let problem = KindChecker.mapValueProblem(member.value) {
          report(.error, path.appending(member.key), problem)
        } else if !known.isEmpty,
          let child = known.first(where: { $0.0 == member.key.lowercased() })?.1
        {
          check(member.value, at: path.appending(member.key), field: child)
        }
      }
    case (.objectList, .array(let items)):
      for (i, item) in items.enumerated() {
        let itemPath = path.appending(index: i)
        guard case .object(let object) = item else {
          report(.error, itemPath, "must be an object, found \(item.kindName)")
          continue
        }
        checkMembers(of: object, at: itemPath, schemaPath: field.path + "[]", policy: nil)
      }
    default:
      break
    }
  }

  /// Type and format check by kind; false stops further checks of this value.
  private mutating func checkKind(_ value: JSONValue, at path: JSONPath, field: Field) -> Bool {
    if let problem = KindChecker.problem(value, kind: field.kind, rules: field.rules) {
      report(problem.severity, path, problem.message)
      return problem.severity != .error
    }
    if case .string(let s) = value, field.rules.contains(.nonEmpty), field.kind == .text,
      s != s.trimmingCharacters(in: .whitespacesAndNewlines)
    {
      report(.warning, path, "has leading or trailing white space; FCM will not trim it")
    }
    return true
  }
}
