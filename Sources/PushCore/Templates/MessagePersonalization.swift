import Config

/// A message's placeholders: every string that holds `{{…}}`, found once by walking the
/// message with the schema (`Field.holdsPlaceholders`), and filled in per recipient.
public struct MessagePersonalization: Sendable {
  /// The strings with placeholders, in document order.
  public let sites: [PlaceholderSite]
  /// Template problems: unclosed braces, bad names, placeholders in keys or targets.
  public let problems: [TemplateProblem]

  /// Finds the placeholders of `message` (the object at `message`).
  public init(message: JSONObject, schema: FieldSchema = .shared) {
    var walker = Walker(schema: schema)
    walker.walk(.object(message), at: "message")
    sites = walker.sites
    problems = walker.problems
  }

  /// Whether the message holds any placeholder.
  public var isPersonalized: Bool { !sites.isEmpty }

  /// Every variable used, in first-use order.
  public var variables: [String] {
    var seen = Set<String>()
    return sites.flatMap(\.template.variables).filter { seen.insert($0).inserted }
  }

  /// Variables the audience has no column for, as problems naming where they are used (with a
  /// "did you mean" from the columns).
  public func unknownVariables(columns: [String]) -> [TemplateProblem] {
    let known = Set(columns)
    var out: [TemplateProblem] = []
    for site in sites {
      for case .variable(let name, let fallback) in site.template.segments
      where !known.contains(name) && fallback == nil {
        let list = columns.isEmpty ? "none" : columns.joined(separator: ", ")
        out.append(
          TemplateProblem(
            path: site.path, column: nil,
            message: "{{\(name)}} is not a column of the audience"
              + Suggestion.hint(for: name, in: columns) + " (columns: \(list))"))
      }
    }
    return out
  }

  /// `message` (the object at `message`) with every placeholder filled in from `value`.
  public func message(_ message: JSONObject, filling value: (String) -> String?) -> JSONObject {
    var root = JSONValue.object(["message": .object(message)])
    for site in sites {
      root.setValue(.string(site.template.render(value)), at: site.path)
    }
    return root.objectValue?["message"]?.objectValue ?? message
  }

  /// The site texts for one recipient, in `sites` order.
  public func texts(filling value: (String) -> String?) -> [String] {
    sites.map { $0.template.render(value) }
  }

  private struct Walker {
    let schema: FieldSchema
    var sites: [PlaceholderSite] = []
    var problems: [TemplateProblem] = []

    mutating func walk(_ value: JSONValue, at path: JSONPath) {
      switch value {
      case .object(let object):
        for member in object {
          let child = path.appending(member.key)
          if Template.mayContainPlaceholders(member.key) {
            problems.append(
              TemplateProblem(
                path: child, column: nil,
                message: "placeholders are not allowed in keys, only in string values"))
          }
          walk(member.value, at: child)
        }
      case .array(let items):
        for (i, item) in items.enumerated() { walk(item, at: path.appending(index: i)) }
      case .string(let text):
        guard Template.mayContainPlaceholders(text) else { return }
        site(text, at: path)
      default:
        return
      }
    }

    private mutating func site(_ text: String, at path: JSONPath) {
      let field = schema.nearestField(for: path)
      let exact = field.map { $0.path == path.schemaKey } ?? false
      let container = field.map { !$0.isLeaf || $0.kind == .json } ?? true
      guard let field, field.holdsPlaceholders || (!exact && container && field.depth > 0) else {
        problems.append(
          TemplateProblem(
            path: path, column: nil,
            message: "this field cannot hold placeholders (the audience supplies the target)"))
        return
      }
      let template: Template
      do {
        template = try Template(parsing: text)
      } catch {
        problems.append(TemplateProblem(path: path, column: error.column, message: error.message))
        return
      }
      let rules = exact ? field.rules : []
      let kind = exact ? field.kind : .text
      let contentMatters = rules.contains { rule in
        switch rule {
        case .characters, .discouragedValues, .stripsPrefix: true
        default: false
        }
      }
      let freeKinds: Bool =
        switch kind {
        case .text, .multilineText, .stringMap, .stringList, .json: true
        default: false
        }
      let limits = rules.contains { rule in
        switch rule {
        case .maxBytes, .maxLength: true
        default: false
        }
      }
      sites.append(
        PlaceholderSite(
          path: path, template: template, isFreeText: freeKinds && !contentMatters,
          limitsLength: limits))
    }
  }
}
