import Config
import Foundation

/// Walks a message against `FieldSchema` and checks every present field's JSON type, format
/// and `FieldRule`s, plus unknown keys. Cross-field rules live in `MessageRules`.
struct SchemaChecker {
  let schema: FieldSchema
  var diagnostics: [Diagnostic] = []
  /// The previous checks of the message's members and their members (a field's checks depend
  /// only on its value), and the ones made now; nil checks everything.
  var previous: [Remembered]?
  private(set) var checked: [Remembered] = []
  /// While a remembered field is checked: what was remembered inside it, and what is now.
  private var scope: (previous: [Remembered], checked: [Remembered])?

  /// A field's key and value, what checking it found, and the same for its members (down to
  /// `rememberedDepth`): an unchanged field is taken over whole, members and all. Never
  /// changed once made (a class: taking it over copies one reference, not its lists).
  final class Remembered: Sendable {
    let key: String
    /// Whether `key` is the field's snake_case name.
    let isCanonicalKey: Bool
    let value: JSONValue
    let diagnostics: [Diagnostic]
    let members: [Remembered]

    init(
      key: String, isCanonicalKey: Bool, value: JSONValue, diagnostics: [Diagnostic],
      members: [Remembered]
    ) {
      self.key = key
      self.isCanonicalKey = isCanonicalKey
      self.value = value
      self.diagnostics = diagnostics
      self.members = members
    }
  }

  /// An empty list with room for `count` checks (as many as last time, mostly).
  private static func reserved(_ count: Int) -> [Remembered] {
    var list: [Remembered] = []
    list.reserveCapacity(count)
    return list
  }

  /// Paths this deep (`message.notification.image`) are remembered.
  static let rememberedDepth = 3

  init(schema: FieldSchema) { self.schema = schema }

  mutating func report(_ rule: RuleID, _ path: JSONPath, _ message: String) {
    if Self.alertOverridable.contains(rule), Self.isBelowApsAlert(path) {
      // The Python SDK's ApsAlert(custom_data=…) overrides Apple's alert keys with any value
      // (on purpose, "Apple could update API so that key could have unexpected value type"),
      // and FCM and APNs pass the alert through: iOS ignores such a key and the alert shows.
      diagnostics.append(
        Diagnostic(
          .alertKeyType, path,
          message + "; iOS expects Apple's type here and ignores the key otherwise"))
      return
    }
    diagnostics.append(Diagnostic(rule, path, message))
  }

  /// Rules that an Admin SDK lets through inside `aps.alert` (see `report`).
  private static let alertOverridable: Set<RuleID> = [.type, .empty, .locArgsNeedKey]

  /// Checks `message` (found at `path`) as the `Message` object.
  mutating func checkMessage(_ message: JSONValue, at path: JSONPath) {
    guard case .object(let object) = message else {
      report(.type, path, "message must be an object, found \(message.kindName)")
      return
    }
    if let previous { scope = (previous, Self.reserved(previous.count)) }
    checkMembers(of: object, at: path, schemaPath: "message", policy: nil)
    checked = scope?.checked ?? []
    scope = nil
  }

  /// Checks an object's members against the fields under `schemaPath`.
  /// `policy` nil means unknown keys are errors.
  mutating func checkMembers(
    of object: JSONObject, at path: JSONPath, schemaPath: String, policy: ExtraKeyPolicy?
  ) {
    let children = schema.children(of: schemaPath)
    let remembers = scope != nil && path.components.count < Self.rememberedDepth
    for member in object {
      if remembers, repeatRemembered(member) { continue }
      let memberPath = path.appending(member.key)
      if let field = schema.child(member.key, of: schemaPath) {
        if member.key != field.key, object[field.key] != nil {
          // proto3 JSON: one field given twice is a parse error ("Multiple specifications").
          report(
            .duplicateSpelling, memberPath,
            "\"\(member.key)\" and \"\(field.key)\" are the same field; FCM rejects both "
              + "spellings in one object: keep one")
          continue
        }
        if remembers {
          checkRemembering(member, at: memberPath, field: field)
        } else {
          check(member.value, at: memberPath, field: field)
        }
      } else {
        reportUnknownKey(member.key, at: memberPath, among: children.map(\.key), policy: policy)
      }
    }
    // Only the fields with presence rules; by index: copying each `Field` (a dozen strings
    // and lists) cost more than the checks.
    let ruled = schema.presenceRuledChildren(of: schemaPath)
    for i in ruled.indices {
      let key = ruled[i].key
      let spelled = object[key] != nil ? key : ruled[i].camelKey
      let value = object[spelled]
      let rules = ruled[i].rules
      if rules.contains(.required), value == nil {
        report(.required, path.appending(key), "\(key) is required in \(path)")
      }
      for case .requiresSibling(let sibling) in rules
      where Self.isSet(value) && object[sibling] == nil
        && object[FieldSchema.protoJSONName(sibling)] == nil
      {
        report(
          .locArgsNeedKey, path.appending(spelled),
          "\(key) needs \(sibling) (the arguments fill in that string resource)")
      }
    }
  }

  /// Repeats the previous findings of `member` when it was checked before with this value and
  /// written in snake_case (a camelCase key is looked up again: its twin may have appeared).
  private mutating func repeatRemembered(_ member: JSONObject.Member) -> Bool {
    guard
      let last = scope?.previous.first(where: { JSONObject.sameKey($0.key, member.key) }),
      last.isCanonicalKey, last.value == member.value
    else { return false }
    diagnostics += last.diagnostics
    scope?.checked.append(last)
    return true
  }

  /// Checks a member, or repeats its previous findings when its value is unchanged (keeping
  /// what was remembered inside it for the next time).
  private mutating func checkRemembering(
    _ member: JSONObject.Member, at path: JSONPath, field: Field
  ) {
    guard let outer = scope else {
      check(member.value, at: path, field: field)
      return
    }
    if let last = outer.previous.first(where: { JSONObject.sameKey($0.key, member.key) }),
      last.value == member.value
    {
      diagnostics += last.diagnostics
      scope?.checked.append(last)
      return
    }
    let inner = outer.previous.first { JSONObject.sameKey($0.key, member.key) }?.members ?? []
    scope = (inner, Self.reserved(inner.count))
    let start = diagnostics.count
    check(member.value, at: path, field: field)
    let members = scope?.checked ?? []
    scope = outer
    scope?.checked.append(
      Remembered(
        key: member.key, isCanonicalKey: member.key == field.key, value: member.value,
        diagnostics: Array(diagnostics[start...]), members: members))
  }

  /// A value that says something: the SDKs skip an empty list of loc args (Python
  /// `if self.loc_args and not self.loc_key`, Node `if (args.length && !key)`).
  private static func isSet(_ value: JSONValue?) -> Bool {
    guard let value else { return false }
    if case .array(let items) = value { return !items.isEmpty }
    return true
  }

  /// An unknown key: an error in a proto message (FCM's parser rejects unknown fields); in a
  /// free-form object (`.extraKeys`) it passes through, with a warning when the receiver will
  /// ignore it or it looks like a misspelt standard key.
  private mutating func reportUnknownKey(
    _ key: String, at path: JSONPath, among known: [String], policy: ExtraKeyPolicy?
  ) {
    let suggestion = Suggestion.match(for: key, in: known)
    if policy == .allowed, suggestion?.exact != true { return }
    let hint = suggestion.map { " (did you mean \"\($0.candidate)\"?)" } ?? ""
    guard policy != nil else {
      report(.unknownField, path, "\"\(key)\" is not a field of \(path.parent)\(hint)")
      return
    }
    report(.unknownKey, path, "\"\(key)\" is not a key the receiver knows; it is ignored\(hint)")
  }

  /// Checks one field's value: type by kind, then rules, then children.
  mutating func check(_ value: JSONValue, at path: JSONPath, field: Field) {
    var value = value
    if case .string(let s) = value {
      for case .stripsPrefix(let prefix) in field.rules where s.hasPrefix(prefix) {
        report(
          .topicPrefix, path,
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
      checkMembers(of: object, at: path, schemaPath: field.path, policy: extraKeyPolicy(field))
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
          report(.mapValueType, path.appending(member.key), problem)
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
          report(.type, itemPath, "must be an object, found \(item.kindName)")
          continue
        }
        checkMembers(
          of: object, at: itemPath, schemaPath: field.path + "[]", policy: extraKeyPolicy(field))
      }
    default:
      break
    }
  }

  private func extraKeyPolicy(_ field: Field) -> ExtraKeyPolicy? {
    field.rules.lazy.compactMap { rule -> ExtraKeyPolicy? in
      if case .extraKeys(let p) = rule { return p }
      return nil
    }.first
  }

  /// Whether `path` is a key inside `message.apns.payload.aps.alert` (or deeper).
  static func isBelowApsAlert(_ path: JSONPath) -> Bool {
    let c = path.components
    return c.count > 5 && c[1] == .key("apns") && c[2] == .key("payload") && c[3] == .key("aps")
      && c[4] == .key("alert")
  }

  /// Type and format check by kind; false stops further checks of this value.
  private mutating func checkKind(_ value: JSONValue, at path: JSONPath, field: Field) -> Bool {
    if let problem = KindChecker.problem(value, kind: field.kind, rules: field.rules) {
      report(problem.rule, path, problem.message)
      return problem.severity != .error
    }
    if case .string(let s) = value, field.rules.contains(.nonEmpty), field.kind == .text,
      s != s.trimmingCharacters(in: .whitespacesAndNewlines)
    {
      report(.whitespace, path, "has leading or trailing white space; FCM will not trim it")
    }
    return true
  }
}
