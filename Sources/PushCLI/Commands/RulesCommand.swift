import PushCore

/// `fcm-compose rules [--json] [--source S]`: the rule table (`RuleID.all`), the one list of
/// what validation checks, as a table or JSON.
enum RulesCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(
        arguments, valued: ["--source"], flags: ["--json", "--help", "-h"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    if args.has("--help") || args.has("-h") {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    guard args.positionals.isEmpty else {
      return CLI.usageError(
        "rules takes no FILE (unexpected \"\(args.positionals[0])\")", usage: usage,
        context: context)
    }
    var rules = RuleID.all
    if let name = args.value("--source") {
      guard let source = Rule.Source(rawValue: name) else {
        let names = Rule.Source.allCases.map(\.rawValue).joined(separator: ", ")
        return CLI.usageError(
          "unknown source \"\(name)\" (sources: \(names))", usage: usage, context: context)
      }
      rules = rules.filter { $0.source == source }
    }
    if args.has("--json") {
      context.writeOut(JSONWriter.string(.array(rules.map(json))) + "\n")
    } else {
      context.writeOut(table(rules))
    }
    return ExitCode.ok
  }

  /// One rule as `rules --json` prints it.
  static func json(_ rule: Rule) -> JSONValue {
    var object: JSONObject = [
      "id": .string(rule.id.rawValue), "severity": .string(rule.severity.rawValue),
      "class": .string(rule.level.rawValue), "source": .string(rule.source.rawValue),
      "why": .string(rule.why), "example": .string(rule.example),
    ]
    if !rule.refusedBy.isEmpty {
      object["refused_by"] = .array(rule.refusedBy.map(\.rawValue).sorted().map { .string($0) })
    }
    return .object(object)
  }

  /// `ID  SEVERITY  SOURCE  WHY`, with the example indented under each rule.
  static func table(_ rules: [Rule]) -> String {
    let idWidth = rules.map(\.id.rawValue.count).max() ?? 2
    let levelWidth = Rule.Level.allCases.map(\.rawValue.count).max() ?? 8
    let sourceWidth = Rule.Source.allCases.map(\.rawValue.count).max() ?? 6
    func row(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
      a.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
        + b.padding(toLength: levelWidth + 2, withPad: " ", startingAt: 0)
        + c.padding(toLength: sourceWidth + 2, withPad: " ", startingAt: 0) + d + "\n"
    }
    var out = row("ID", "SEVERITY", "SOURCE", "WHY")
    let indent = String(repeating: " ", count: idWidth + levelWidth + sourceWidth + 6)
    for rule in rules {
      out += row(rule.id.rawValue, rule.level.rawValue, rule.source.rawValue, rule.why)
      out += indent + "e.g. " + TerminalSafe.escaped(rule.example) + "\n"
    }
    return out
  }
}
