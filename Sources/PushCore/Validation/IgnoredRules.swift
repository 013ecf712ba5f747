import Config

/// The warnings a draft asks not to be told about: `"fcm_compose": {"ignore": ["rule-id", …]}`
/// beside `message`. Read from the draft's JSON here and nowhere else; the object's other keys
/// (`schedule`, and whatever a later version adds) are left to their readers and kept as they
/// are on save, and `render` never sends any of it (it sends `message` and `validate_only`).
public struct IgnoredRules: Sendable, Equatable {
  /// The ids that name warning rules.
  public var rules: Set<RuleID>
  /// What is wrong with the list itself, as `ignore-list` warnings.
  public var problems: [Diagnostic]

  static let objectKey = "fcm_compose"
  private static let path: JSONPath = JSONPath([.key(objectKey), .key("ignore")])

  /// The draft's list (empty when it has none).
  public init(draft document: JSONObject) {
    rules = []
    problems = []
    guard let value = document[Self.objectKey]?.objectValue?["ignore"] else { return }
    guard let items = value.arrayValue else {
      problems.append(Diagnostic(.ignoreList, Self.path, "must be a list of rule ids"))
      return
    }
    for (i, item) in items.enumerated() {
      let at = Self.path.appending(index: i)
      guard let name = item.stringValue else {
        problems.append(Diagnostic(.ignoreList, at, "must be a rule id, found \(item.kindName)"))
        continue
      }
      switch Self.parse(name) {
      case .success(let id): rules.insert(id)
      case .failure(let problem): problems.append(Diagnostic(.ignoreList, at, problem.message))
      }
    }
  }

  /// Why a name cannot be ignored.
  public struct Problem: Error, Sendable, Equatable {
    public var message: String
  }

  /// The warning rule `name` names; a failure for an unknown id (with a did-you-mean) or an
  /// error rule (only warnings can be silenced).
  public static func parse(_ name: String) -> Result<RuleID, Problem> {
    guard let id = RuleID(named: name) else {
      let hint =
        Suggestion.closest(to: name, in: RuleID.allCases.map(\.rawValue))
        .map { " (did you mean \"\($0)\"?)" } ?? ""
      return .failure(
        Problem(message: "\"\(name)\" is not a rule id\(hint); fcm-compose rules lists them"))
    }
    guard id.rule.level == .warning else {
      return .failure(
        Problem(
          message:
            "\"\(name)\" is an \(id.rule.level.rawValue) rule; only warnings can be ignored"))
    }
    return .success(id)
  }

  /// `diagnostics` without the warnings of `ignored`.
  static func filter(_ diagnostics: [Diagnostic], ignoring ignored: Set<RuleID>) -> [Diagnostic] {
    guard !ignored.isEmpty else { return diagnostics }
    return diagnostics.filter { $0.severity != .warning || !ignored.contains($0.rule) }
  }
}
