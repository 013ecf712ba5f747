/// Checks a value's JSON type and format against a `FieldKind`.
enum KindChecker {
  struct Problem {
    var rule: RuleID
    var message: String
    var severity: Severity { rule.rule.severity }
  }

  static func problem(_ value: JSONValue, kind: FieldKind, rules: [FieldRule]) -> Problem? {
    switch kind {
    case .json:
      guard rules.contains(.jsonObject), value.objectValue == nil else { return nil }
      return expect(value, "object", false)
    case .object:
      if rules.contains(.orString), case .string = value { return nil }
      return expect(value, "object", isObject(value), alternative: rules.contains(.orString))
    case .numberList where rules.contains(.orSingleNumber) && value.numberValue != nil:
      return nil
    case .objectList, .stringList, .numberList, .durationList:
      return listProblem(value, kind: kind)
    case .stringMap:
      return mapProblem(value)
    case .colorObject:
      return colorProblem(value)
    case .integer:
      guard case .number(let n) = value else { return expect(value, "integer", false) }
      return n.intValue == nil ? Problem(rule: .type, message: "must be a whole number") : nil
    case .number:
      return expect(value, "number", value.numberValue != nil)
    case .boolean:
      return expect(value, "boolean (true or false)", value.boolValue != nil)
    case .flag:
      return flagProblem(value)
    default:
      if kind == .duration, case .number(let n) = value {
        // A bare number of seconds (the legacy API's time_to_live) needs the unit.
        return Problem(
          rule: .durationFormat,
          message:
            "must be a duration string like \"\(n.text)s\", found number; write \"\(n.text)s\"")
      }
      if rules.contains(.orLocalizedObject), case .object(let object) = value {
        return localizedProblem(object)
      }
      guard case .string(let s) = value else { return expect(value, "string", false) }
      return stringProblem(s, kind: kind, rules: rules)
    }
  }

  private static func isObject(_ value: JSONValue) -> Bool { value.objectValue != nil }

  private static func expect(
    _ value: JSONValue, _ type: String, _ ok: Bool, alternative: Bool = false
  ) -> Problem? {
    if ok { return nil }
    let also = alternative ? " or a string" : ""
    let article = type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    var message = "must be \(article) \(type)\(also), found \(value.kindName)"
    if case .string(let s) = value, type.hasPrefix("boolean"), s == "true" || s == "false" {
      message += "; write \(s) without quotes"
    } else if case .number(let n) = value, type == "string" {
      message += "; write \"\(n.text)\" in quotes"
    }
    return Problem(rule: .type, message: message)
  }

  private static func stringProblem(_ s: String, kind: FieldKind, rules: [FieldRule]) -> Problem? {
    func error(_ rule: RuleID, _ m: String) -> Problem { Problem(rule: rule, message: m) }
    switch kind {
    case .url(let schemes):
      // Node's isURL and Python's https check both reject "".
      if s.isEmpty { return error(.empty, "must not be empty; remove the key instead") }
      if rules.contains(.resolvesAgainstServiceWorker) {
        return ValueFormats.serviceWorkerURLProblem(s, schemes: schemes).map {
          error(.urlFormat, $0)
        }
      }
      return ValueFormats.urlProblem(s, schemes: schemes).map { error(.urlFormat, $0) }
    case .hexColor:
      return ValueFormats.isHexColor(s) ? nil : error(.colorFormat, "must be a colour like #ff8800")
    case .duration:
      guard let seconds = ValueFormats.durationSeconds(s) else {
        return error(.durationFormat, "must be a duration in seconds like \"3600s\" or \"0.5s\"")
      }
      return seconds < 0 ? error(.range, "must not be negative") : nil
    case .timestamp:
      return ValueFormats.rfc3339Date(s) == nil
        ? error(.timestampFormat, "must be an RFC 3339 time like 2024-05-01T12:00:00Z") : nil
    case .epochSecondsString, .integerString:
      return !s.isEmpty && s.allSatisfy(\.isASCIIDigit)
        ? nil
        : error(
          .secondsFormat, "must be a whole number of seconds written as a string, like \"3600\"")
    case .enumeration(let values):
      return enumProblem(s, values: values)
    default:
      return nil
    }
  }

  /// A Live Activity alert's localized `title` / `body`: `{"loc-key": "…", "loc-args": […]}`
  /// (Apple, "Starting and updating Live Activities with ActivityKit push notifications").
  private static func localizedProblem(_ object: JSONObject) -> Problem? {
    func error(_ m: String) -> Problem { Problem(rule: .localizedText, message: m) }
    guard let key = object["loc-key"] else {
      return error("as an object must have \"loc-key\" (and optional \"loc-args\")")
    }
    guard let s = key.stringValue, !s.isEmpty else {
      return error("loc-key must be a non-empty string, found \(key.kindName)")
    }
    if let args = object["loc-args"], args.arrayValue?.allSatisfy({ $0.stringValue != nil }) != true
    {
      return error("loc-args must be a list of strings")
    }
    if let other = object.keys.first(where: { $0 != "loc-key" && $0 != "loc-args" }) {
      return Problem(
        rule: .unknownKey,
        message: "\"\(other)\" is ignored; a localized text has loc-key and loc-args")
    }
    return nil
  }

  private static func enumProblem(_ s: String, values: [String]) -> Problem? {
    if values.contains(s) { return nil }
    if let same = values.first(where: { $0.lowercased() == s.lowercased() }) {
      // The Admin SDKs send android.priority in lowercase and FCM accepts it.
      if same == "HIGH" || same == "NORMAL" { return nil }
      return Problem(rule: .enumSpelling, message: "write \"\(same)\" (FCM's spelling)")
    }
    let list = values.map { "\"\($0)\"" }.joined(separator: ", ")
    return Problem(rule: .enumValue, message: "must be one of \(list); found \"\(s)\"")
  }

  private static func listProblem(_ value: JSONValue, kind: FieldKind) -> Problem? {
    guard case .array(let items) = value else { return expect(value, "list", false) }
    for (i, item) in items.enumerated() {
      let ok: Bool
      let want: String
      switch kind {
      case .stringList: (ok, want) = (item.stringValue != nil, "a string")
      case .numberList: (ok, want) = (item.numberValue != nil, "a number")
      case .objectList: (ok, want) = (item.objectValue != nil, "an object")
      default:
        let seconds = item.stringValue.flatMap(ValueFormats.durationSeconds)
        if let seconds, seconds < 0 {
          return Problem(rule: .range, message: "item \(i) must not be negative")
        }
        (ok, want) = (seconds != nil, "a duration like \"0.5s\"")
      }
      if !ok {
        return Problem(
          rule: .type, message: "item \(i) must be \(want), found \(item.kindName)")
      }
    }
    return nil
  }

  private static func mapProblem(_ value: JSONValue) -> Problem? {
    // Non-string values are reported per key by `SchemaChecker`.
    value.objectValue == nil ? expect(value, "object", false) : nil
  }

  /// The problem with one value of a string → string map.
  static func mapValueProblem(_ value: JSONValue) -> String? {
    if value.stringValue != nil { return nil }
    var hint = ""
    if case .number(let n) = value { hint = "; write \"\(n.text)\" in quotes" }
    if case .bool(let b) = value { hint = "; write \"\(b)\" in quotes" }
    return "values must be strings, found \(value.kindName)\(hint)"
  }

  private static func colorProblem(_ value: JSONValue) -> Problem? {
    if case .string(let s) = value {
      let hint = ValueFormats.colorObject(fromHex: s) == nil ? "" : " (the form converts \(s))"
      return Problem(
        rule: .colorFormat,
        message: "must be an object {\"red\", \"green\", \"blue\", \"alpha\"} of 0–1 floats\(hint)")
    }
    guard case .object(let object) = value else { return expect(value, "object", false) }
    for member in object {
      guard ["red", "green", "blue", "alpha"].contains(member.key) else {
        return Problem(rule: .colorFormat, message: "\"\(member.key)\" is not a colour component")
      }
      guard let d = member.value.numberValue?.doubleValue, (0...1).contains(d) else {
        return Problem(rule: .colorFormat, message: "\(member.key) must be a number from 0 to 1")
      }
    }
    return nil
  }

  private static func flagProblem(_ value: JSONValue) -> Problem? {
    switch value {
    case .number(let n) where n.intValue == 1: return nil
    case .number(let n) where n.intValue == 0:
      return Problem(rule: .flagZero, message: "0 means off; remove the key instead")
    case .bool(let b):
      return Problem(
        rule: .flagValue, message: "Apple expects the number 1, not \(b); write \(b ? 1 : 0)")
    default:
      return Problem(rule: .flagValue, message: "must be the number 1 (or absent)")
    }
  }
}
