import PushCore

/// `fcm-compose fields [--json] [--platform P] [--console]`: the field schema as a table.
enum FieldsCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: ["--platform"], flags: ["--json", "--console"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    var fields = FieldSchema.shared.fields
    if let name = args.value("--platform") {
      guard let platform = name == "common" ? .common : Platform(cliName: name) else {
        return CLI.usageError("unknown platform \"\(name)\"", usage: usage, context: context)
      }
      fields = fields.filter { $0.platform == platform }
    }
    if args.has("--console") { fields = fields.filter { $0.console != nil } }
    if args.has("--json") {
      context.writeOut(JSONWriter.string(.array(fields.map(json))) + "\n")
    } else {
      context.writeOut(table(fields))
    }
    return ExitCode.ok
  }

  static func json(_ field: Field) -> JSONValue {
    var object: JSONObject = [
      "path": .string(field.path), "kind": .string(field.kind.name),
      "type": .string(field.kind.jsonTypeName), "label": .string(field.label),
      "help": .string(field.help), "platform": .string(field.platform.rawValue),
    ]
    if let step = field.console { object["console"] = .string(step.title) }
    if case .enumeration(let values) = field.kind {
      object["values"] = .array(values.map { .string($0) })
    }
    return .object(object)
  }

  static func table(_ fields: [Field]) -> String {
    let pathWidth = fields.map(\.path.count).max() ?? 4
    let kindWidth = fields.map(\.kind.name.count).max() ?? 4
    func row(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
      a.padding(toLength: pathWidth + 2, withPad: " ", startingAt: 0)
        + b.padding(toLength: kindWidth + 2, withPad: " ", startingAt: 0)
        + c.padding(toLength: 9, withPad: " ", startingAt: 0) + d + "\n"
    }
    var out = row("PATH", "KIND", "CONSOLE", "HELP")
    for f in fields {
      var help = f.help
      if case .enumeration(let values) = f.kind {
        help += " [" + values.joined(separator: "|") + "]"
      }
      out += row(f.path, f.kind.name, f.console == nil ? "" : "yes", help)
    }
    return out
  }
}
