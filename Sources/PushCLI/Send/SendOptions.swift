import Config
import PushCore

/// `fcm-compose send` arguments, parsed.
public struct SendOptions: Sendable, Equatable {
  /// FILE: the draft or request body (`-` for stdin).
  public var file: String?
  /// `--dry-run`: validate only.
  public var dryRun = false
  /// `--token` values, in order.
  public var tokens: [String] = []
  /// `--tokens-file` path.
  public var tokensFile: String?
  /// `--fid` values: Firebase Installation IDs (firebase-admin 7.x's `Message.fid`).
  public var fids: [String] = []
  /// `--fids-file` path: one installation ID per line.
  public var fidsFile: String?
  /// `--topic` name.
  public var topic: String?
  /// `--condition` expression.
  public var condition: String?
  /// `--audience` file: one recipient per row, with the variables of the message's
  /// `{{placeholders}}`.
  public var audience: String?
  /// `--strict`: with an audience, any bad row stops the send before anything goes out.
  public var strict = false
  /// `--allow-dropped`: send although FCM will deliver something the device drops or the
  /// browser refuses (the "delivered but dropped" errors; every other error still stops it).
  public var allowDropped = false
  /// `--credentials` service-account key path.
  public var credentials: String?
  /// `--access-token` value.
  public var accessToken: String?
  /// `--project` id.
  public var project: String?
  /// `--endpoint` URL.
  public var endpoint: String?
  /// `--quota-project` id (sent as `x-goog-user-project`).
  public var quotaProject: String?
  /// `--allow-endpoint` hosts (repeatable) that may receive tokens besides Google's.
  public var allowEndpoint: [String] = []
  /// `--ca-file`: the CA bundle TLS trusts (else `SSL_CERT_FILE`, `CURL_CA_BUNDLE`).
  public var caFile: String?
  /// `--profile` name from `config.toml` (project, credentials, endpoint, read_only).
  public var profile: String?
  /// `--concurrency`: requests in flight.
  public var concurrency = Campaign.defaultConcurrency
  /// `--report` path.
  public var report: String?
  /// `--journal` path.
  public var journal: String?
  /// `--resume`: continue the journal.
  public var resume = false
  /// `--resend-unconfirmed`: with `--resume`, re-send in-doubt tokens.
  public var resendUnconfirmed = false
  /// `--new-campaign`: send to everyone again although the same message and audience have an
  /// unfinished campaign (its journal is set aside).
  public var newCampaign = false
  /// `--new-collapse-id`: a deliberate second send gets a collapse identity of its own
  /// instead of the first campaign's.
  public var newCollapseID = false
  /// `--duplicate-window`: seconds a finished campaign counts for the guard's warning.
  public var duplicateWindow: Double?
  /// `--quota-wait` seconds.
  public var quotaWait: Double?
  /// `--max-attempts` per recipient.
  public var maxAttempts: Int?
  /// `--timeout` seconds per request.
  public var timeout: Double = 30
  /// `--rate N/s|N/min`: requests spread evenly at that rate.
  public var rate: SendRate?
  /// `--ramp DURATION`: seconds to climb to `rate` from a tenth of it.
  public var ramp: Double = 0
  /// False with `--no-history`.
  public var history = true
  /// `--quiet`: summary and errors only.
  public var quiet = false
  /// `--help`.
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
      case "--new-campaign": options.newCampaign = true
      case "--new-collapse-id": options.newCollapseID = true
      case "--duplicate-window":
        let text = try value()
        guard let seconds = Profile.windowSeconds(text) else {
          throw .badValue(name, text, "a duration like 24h, 90m or 0 (off)")
        }
        options.duplicateWindow = seconds
      case "--no-history": options.history = false
      case "-q", "--quiet": options.quiet = true
      case "--token": options.tokens.append(try value())
      case "--tokens-file": options.tokensFile = try once(options.tokensFile, name, try value())
      case "--fid": options.fids.append(try value())
      case "--fids-file": options.fidsFile = try once(options.fidsFile, name, try value())
      case "--topic": options.topic = try once(options.topic, name, try value())
      case "--condition": options.condition = try once(options.condition, name, try value())
      case "--audience": options.audience = try once(options.audience, name, try value())
      case "--strict": options.strict = true
      case "--allow-dropped": options.allowDropped = true
      case "--credentials": options.credentials = try value()
      case "--access-token": options.accessToken = try value()
      case "--project": options.project = try value()
      case "--endpoint": options.endpoint = try value()
      case "--quota-project": options.quotaProject = try value()
      case "--allow-endpoint": options.allowEndpoint.append(try value())
      case "--profile": options.profile = try value()
      case "--ca-file": options.caFile = try value()
      case "--report": options.report = try value()
      case "--journal": options.journal = try value()
      case "--concurrency": options.concurrency = try integer(name, try value(), 1...1000)
      case "--max-attempts": options.maxAttempts = try integer(name, try value(), 1...20)
      case "--quota-wait": options.quotaWait = try seconds(name, try value(), quotaWaitRange)
      case "--timeout": options.timeout = try seconds(name, try value(), timeoutRange)
      case "--rate":
        let text = try value()
        guard let rate = SendRate(text) else {
          throw .badValue(name, text, "a rate like 200/s or 6000/min (at most 100000/s)")
        }
        options.rate = rate
      case "--ramp": options.ramp = try duration(name, try value())
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
    let fidTargets = !fids.isEmpty || fidsFile != nil
    let kinds = [tokenTargets, fidTargets, topic != nil, condition != nil, audience != nil]
      .filter { $0 }.count
    if kinds > 1 {
      throw .conflict(
        "use one kind of target: tokens (--token/--tokens-file), installation IDs "
          + "(--fid/--fids-file), --audience, --topic or --condition")
    }
    if resume && newCampaign {
      throw .conflict("--resume finishes the unfinished campaign; --new-campaign starts another")
    }
    if ramp > 0 && rate == nil {
      throw .conflict("--ramp climbs to the --rate; give a --rate too")
    }
    if resume && dryRun {
      throw .conflict("--resume continues a real send; a dry run has nothing to resume")
    }
  }

  private static func once(_ current: String?, _ name: String, _ value: String)
    throws(SendUsageError) -> String
  {
    guard current == nil else { throw .conflict("\(name) given twice") }
    return value
  }

  private static func integer(_ name: String, _ text: String, _ range: ClosedRange<Int>)
    throws(SendUsageError) -> Int
  {
    guard let n = Int(text), range.contains(n) else {
      throw .badValue(name, text, "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return n
  }

  /// `--timeout`: a millisecond to an hour (curl would take 0 as "no timeout").
  static let timeoutRange: ClosedRange<Double> = 0.001...3600
  /// `--quota-wait`: up to an hour (FCM's quotas are per minute).
  static let quotaWaitRange: ClosedRange<Double> = 0...3600

  private static func seconds(_ name: String, _ text: String, _ range: ClosedRange<Double>)
    throws(SendUsageError) -> Double
  {
    let trimmed = text.hasSuffix("s") ? String(text.dropLast()) : text
    guard let n = Double(trimmed), range.contains(n) else {
      throw .badValue(
        name, text,
        "a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound)), "
          + "like 30 or 0.5")
    }
    return n
  }

  /// `--ramp`: `90`, `90s`, `5m` or `1h`, up to a day.
  private static func duration(_ name: String, _ text: String) throws(SendUsageError) -> Double {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    let unit = text.last.flatMap { units[$0] }
    let number = unit == nil ? text : String(text.dropLast())
    guard let n = Double(number), n.isFinite, n >= 0, n * (unit ?? 1) <= 86400 else {
      throw .badValue(name, text, "a duration like 30s, 5m or 1h (at most a day)")
    }
    return n * (unit ?? 1)
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
