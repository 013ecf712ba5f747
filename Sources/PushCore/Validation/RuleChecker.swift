/// Applies a field's `FieldRule`s to a value whose kind already checked out.
enum RuleChecker {
  static func check(
    _ value: JSONValue, at path: JSONPath, field: Field, into checker: inout SchemaChecker
  ) {
    for rule in field.rules {
      if let (id, message) = problem(rule, value: value, path: path, field: field) {
        checker.report(id, path, message)
      }
    }
  }

  private static func problem(
    _ rule: FieldRule, value: JSONValue, path: JSONPath, field: Field
  ) -> (RuleID, String)? {
    switch rule {
    case .characters(let allowed, let count):
      // An empty string is reported once, by `.nonEmpty`, where the field has that rule.
      guard let s = value.stringValue, !(s.isEmpty && field.rules.contains(.nonEmpty)),
        !allowed.matches(s, count: count)
      else { return nil }
      let amount = "\(count.lowerBound) to \(count.upperBound)"
      return (
        .characters, "must be \(amount) of the characters \(allowed.summary); found \(quoted(s))"
      )
    case .maxBytes(let n):
      guard let s = value.stringValue, s.utf8.count > n else { return nil }
      return (.tooLong, "is \(s.utf8.count) bytes; at most \(n) allowed")
    case .maxLength(let n):
      guard let s = value.stringValue, s.count > n else { return nil }
      return (.tooLong, "is \(s.count) characters; at most \(n) allowed")
    case .range(let low, let high):
      return rangeProblem(value, field: field, low: low, high: high)
    case .requiresSibling, .required, .extraKeys, .orString, .stripsPrefix:
      return nil  // checked where the parent object is known
    case .jsonObject, .orLocalizedObject, .orSingleNumber, .resolvesAgainstServiceWorker:
      return nil  // part of the kind check
    case .nodeImageURL:
      return value.stringValue.flatMap(ValueFormats.nodeURLProblem)
    case .deprecated(let instead):
      return (.deprecated, "\(field.key) is deprecated; \(instead)")
    case .notAllowed(let why):
      return (.notAllowed, why)
    case .discouragedValues(let values, let reason):
      guard let s = value.stringValue, values.contains(s) else { return nil }
      return (.discouragedValue, "\"\(s)\": \(reason)")
    case .nonEmpty:
      guard value.stringValue?.isEmpty == true || value.arrayValue?.isEmpty == true else {
        return nil
      }
      return (.empty, "must not be empty; remove \(field.key) instead")
    case .cautionWhenSet(let why):
      return (.caution, why)
    }
  }

  private static func rangeProblem(
    _ value: JSONValue, field: Field, low: Double, high: Double
  ) -> (RuleID, String)? {
    let number: Double?
    switch value {
    case .number(let n): number = n.doubleValue
    case .string(let s) where field.kind == .duration: number = ValueFormats.durationSeconds(s)
    case .string(let s): number = Double(s)
    default: number = nil
    }
    guard let number, number < low || number > high else { return nil }
    let unit = field.kind == .duration || field.kind == .integerString ? " seconds" : ""
    var message = "must be from \(format(low)) to \(format(high))\(unit)"
    if high == 2_419_200 { message += " (4 weeks)" }
    return (.range, message + "; found \(format(number))")
  }

  /// The value in quotes for a message, shortened in the middle when long (a 901-character
  /// topic should not flood the terminal).
  private static func quoted(_ s: String) -> String {
    guard s.count > 60 else { return "\"\(s)\"" }
    return "\"\(s.prefix(30))…\(s.suffix(20))\" (\(s.count) characters)"
  }

  private static func format(_ d: Double) -> String {
    d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
  }
}
