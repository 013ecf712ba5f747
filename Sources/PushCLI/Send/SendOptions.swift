import PushCore

/// `fcm-compose send` arguments, parsed.
public struct SendOptions: Sendable, Equatable {
  public var file: String?
  public var dryRun = false
  public var tokens: [String] = []
  public var tokensFile: String?
  public var topic: String?
  public var condition: String?
  public var credentials: String?
  public var accessToken: String?
  public var project: String?
  public var endpoint: String?
  public var concurrency = Campaign.defaultConcurrency
  public var report: String?
  public var journal: String?
  public var resume = false
  public var resendUnconfirmed = false
  public var quotaWait: Double?
  public var maxAttempts: Int?
  public var timeout: Double = 30
  public var history = true
  public var quiet = false
  public var help = false

  /// Empty options.
  public init() {}

  /// Parses the arguments after `send`. Accepts `--name value` and `--name=value`.
  public static func parse(_ arguments: [String]) throws(SendUsageError) -> SendOptions {
    var options = SendOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inlineValue = String(argument[argument.index(after: eq)...])
      }
      func value() throws(SendUsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = rest.popFirst() else { throw .missingValue(name) }
        return next
      }
      switch name {
      case "-h", "--help": options.help = true
      case "--dry-run": options.dryRun = true
      case "--resume": options.resume = true
      case "--resend-unconfirmed": options.resendUnconfirmed = true
      case "--no-history": options.history = false
      case "-q", "--quiet": options.quiet = true
      case "--token": options.tokens.append(try value())
      case "--tokens-file": options.tokensFile = try once(options.tokensFile, name, try value())
      case "--topic": options.topic = try once(options.topic, name, try value())
      case "--condition": options.condition = try once(options.condition, name, try value())
      case "--credentials": options.credentials = try value()
      case "--access-token": options.accessToken = try value()
      case "--project": options.project = try value()
      case "--endpoint": options.endpoint = try value()
      case "--report": options.report = try value()
      case "--journal": options.journal = try value()
      case "--concurrency": options.concurrency = try integer(name, try value(), 1...1000)
      case "--max-attempts": options.maxAttempts = try integer(name, try value(), 1...20)
      case "--quota-wait": options.quotaWait = try seconds(name, try value())
      case "--timeout": options.timeout = try seconds(name, try value())
      default:
        if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
        guard options.file == nil else { throw .extraArgument(argument) }
        options.file = argument
      }
    }
    try options.check()
    return options
  }

  private func check() throws(SendUsageError) {
    if help { return }
    guard file != nil else { throw .missingFile }
    let tokenTargets = !tokens.isEmpty || tokensFile != nil
    let kinds = [tokenTargets, topic != nil, condition != nil].filter { $0 }.count
    if kinds > 1 {
      throw .conflict("use one kind of target: tokens (--token/--tokens-file), --topic or --condition")
    }
    if resume && dryRun { throw .conflict("--resume continues a real send; a dry run has nothing to resume") }
  }

  private static func once(_ current: String?, _ name: String, _ value: String) throws(SendUsageError) -> String {
    guard current == nil else { throw .conflict("\(name) given twice") }
    return value
  }

  private static func integer(_ name: String, _ text: String, _ range: ClosedRange<Int>) throws(SendUsageError) -> Int {
    guard let n = Int(text), range.contains(n) else {
      throw .badValue(name, text, "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return n
  }

  private static func seconds(_ name: String, _ text: String) throws(SendUsageError) -> Double {
    let trimmed = text.hasSuffix("s") ? String(text.dropLast()) : text
    guard let n = Double(trimmed), n >= 0, n.isFinite else {
      throw .badValue(name, text, "a number of seconds, like 60 or 0.5")
    }
    return n
  }
}

/// A usage mistake (exit 2).
public enum SendUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  case missingFile
  case missingValue(String)
  case unknownOption(String)
  case extraArgument(String)
  case badValue(String, String, String)
  case conflict(String)
  case invalidTarget(String)
  case noRecipients

  public var description: String {
    switch self {
    case .missingFile: "missing FILE (the draft or request body to send; - for stdin)"
    case .missingValue(let name): "\(name) needs a value"
    case .unknownOption(let name): "unknown option \(name)"
    case .extraArgument(let arg): "unexpected argument \(arg) (send takes one FILE)"
    case .badValue(let name, let value, let expected): "\(name) \(value): expected \(expected)"
    case .conflict(let text): text
    case .invalidTarget(let text): text
    case .noRecipients:
      "no recipients: pass --token, --tokens-file, --topic or --condition (or save recipients "
        + "in the draft)"
    }
  }
}
