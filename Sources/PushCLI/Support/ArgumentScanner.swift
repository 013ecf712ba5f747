import Config
import PushCore

/// A small, strict argument scanner: `--flag`, `--option value`, `--option=value`, repeated
/// options, positionals, and `--` to end options. Unknown options are usage errors with a
/// "did you mean" suggestion.
public struct ArgumentScanner: Sendable {
  /// A usage problem, printed with the command's usage line; exit status 2.
  public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
  }

  public private(set) var flags: Set<String> = []
  public private(set) var options: [String: [String]] = [:]
  public private(set) var positionals: [String] = []

  /// Scans `arguments` given the option names that take a value and the plain flags.
  public init(_ arguments: [String], valued: Set<String>, flags known: Set<String>)
    throws(UsageError)
  {
    var i = 0
    var onlyPositionals = false
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
        positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = arg
      var inlineValue: String?
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      if valued.contains(name) {
        if let inlineValue {
          options[name, default: []].append(inlineValue)
        } else if i < arguments.count {
          options[name, default: []].append(arguments[i])
          i += 1
        } else {
          throw UsageError("\(name) needs a value")
        }
      } else if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        let all = Array(valued) + Array(known)
        let hint = ArgumentScanner.suggestion(for: name, among: all).map {
          " (did you mean \($0)?)"
        }
        throw UsageError("unknown option \(name)\(hint ?? "")\(Self.listing(all))")
      }
    }
  }

  /// The last value of an option.
  public func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of a repeated option.
  public func values(_ name: String) -> [String] { options[name] ?? [] }

  /// True if the flag was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// `; the options are --a, --b, --help`: what a command takes, for an unknown option.
  static func listing(_ options: [String]) -> String {
    let names = Set(options).subtracting(["-h", "--help"]).sorted() + ["--help"]
    return "; the options are " + names.joined(separator: ", ")
  }

  static func suggestion(for name: String, among candidates: [String]) -> String? {
    Suggestion.closest(to: name, in: candidates)
  }
}
