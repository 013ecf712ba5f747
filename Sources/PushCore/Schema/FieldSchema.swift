import Foundation

/// The table of every FCM HTTP v1 field (FCM-SPEC §1): one source of truth.
///
/// The composer's forms, the validator, the preview's field highlighting, `fcm-compose fields`
/// and the README's field docs are all derived from `FieldSchema.fields`. Entries are grouped by
/// platform in `FieldSchema+*.swift` files.
public struct FieldSchema: Sendable {
  /// Every field, in form order.
  public let fields: [Field]
  let byPath: [String: Int]
  /// lowerCamelCase spellings (`message.fcmOptions`) → field index; see `+Spelling`.
  let aliasByPath: [String: Int]
  private let childrenByParent: [String: [Field]]
  /// The fields by parent and key, under either spelling (the entries of `byPath` and
  /// `aliasByPath`, split at the parent): a walk down a document looks each member up without
  /// joining its parent's path to its key.
  private let indexByChild: [ChildKey: Int]
  /// The children with a rule on whether they or a sibling are present (`required`,
  /// `requiresSibling`), by parent.
  private let presenceRuledByParent: [String: [Field]]

  /// The shared schema instance.
  public static let shared = FieldSchema(
    fields: messageFields + androidFields + androidV2Fields + apnsFields + webpushFields)

  init(fields: [Field]) {
    self.fields = fields
    var byPath: [String: Int] = [:]
    var children: [String: [Field]] = [:]
    for (i, field) in fields.enumerated() {
      byPath[field.path] = i
      children[field.parentPath, default: []].append(field)
    }
    self.byPath = byPath
    self.aliasByPath = Self.aliases(of: fields)
    self.childrenByParent = children
    var indexByChild: [ChildKey: Int] = [:]
    for (spelled, i) in byPath.merging(aliasByPath, uniquingKeysWith: { a, _ in a }) {
      let parentPath = fields[i].parentPath
      guard let parent = Self.parentID(of: parentPath, byPath: byPath),
        spelled.hasPrefix(parentPath + ".")
      else { continue }
      let key = String(spelled.dropFirst(parentPath.count + 1))
      indexByChild[ChildKey(parent: parent, key: key)] = i
    }
    self.indexByChild = indexByChild
    self.presenceRuledByParent = children.compactMapValues { fields in
      let ruled = fields.filter { $0.rules.contains { $0.isPresenceRule } }
      return ruled.isEmpty ? nil : ruled
    }
  }

  /// A field's place among its parent's children: its parent (`parentID(of:byPath:)`) and the
  /// member's key.
  struct ChildKey: Hashable {
    /// The message itself, as a parent.
    static let message = -1
    var parent: Int
    var key: String
  }

  /// The id of the parent at `schemaPath`: the message, a field's index, or an element of the
  /// list at a field's index (`-2 - index`, for `…actions[]`); nil when no field is there.
  static func parentID(of schemaPath: String, byPath: [String: Int]) -> Int? {
    if schemaPath == "message" { return ChildKey.message }
    if schemaPath.hasSuffix("[]") {
      return byPath[String(schemaPath.dropLast(2))].map { -2 - $0 }
    }
    return byPath[schemaPath]
  }

  /// The index of the field `key` names inside the parent `parent` (a field's index, or
  /// `ChildKey.message`), under either spelling.
  func childIndex(_ key: String, of parent: Int) -> Int? {
    indexByChild[ChildKey(parent: parent, key: key)]
  }

  /// The field at a schema path (`message.android.ttl`, `message.webpush.notification.actions[].title`).
  public func field(at schemaPath: String) -> Field? {
    byPath[schemaPath].map { fields[$0] }
  }

  /// The field a concrete JSON path points at (indices are mapped to `[]`), under either
  /// spelling of each field name (`message.fcmOptions` is `message.fcm_options`).
  public func field(for path: JSONPath) -> Field? {
    field(at: path.schemaKey) ?? field(at: schemaPath(of: path))
  }

  /// The fields directly inside the field at `schemaPath`.
  public func children(of schemaPath: String) -> [Field] {
    childrenByParent[schemaPath] ?? []
  }

  /// The fields directly inside the field at `schemaPath` that are required or need a sibling
  /// (a subset of `children(of:)`, in the same order).
  func presenceRuledChildren(of schemaPath: String) -> [Field] {
    presenceRuledByParent[schemaPath] ?? []
  }

  /// The deepest schema field that contains `path` (or is it): where a diagnostic about an
  /// unknown or free-form key is shown in the form.
  public func nearestField(for path: JSONPath) -> Field? {
    var p = path
    while !p.components.isEmpty {
      if let f = field(for: p) { return f }
      p = p.parent
    }
    return nil
  }

  /// A field of a platform's override block: `key` under `message.<platform>` (the block itself
  /// for an empty key).
  static func override(
    _ platform: Platform, _ key: String, _ kind: FieldKind, _ label: String, _ help: String,
    console: ConsoleStep? = nil, rules: [FieldRule] = [], group: FieldGroup? = nil
  ) -> Field {
    let block = "message." + platform.rawValue
    return Field(
      key.isEmpty ? block : block + "." + key, kind, label, help, platform: platform,
      console: console, rules: rules, group: group)
  }

  /// Fields of one platform's override tab, in form order.
  public func fields(for platform: Platform) -> [Field] {
    fields.filter { $0.platform == platform }
  }

  /// Fields the Firebase console shows, per step, in the console's order.
  public func consoleFields(_ step: ConsoleStep) -> [Field] {
    fields.filter { $0.console == step }
  }
}
