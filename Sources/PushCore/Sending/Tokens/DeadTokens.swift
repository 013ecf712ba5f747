import Foundation

/// The recipients a campaign report or a `tokens check` found dead, for `tokens prune`.
///
/// A report (`send --report`, `topics … --report`, CSV or JSON lines) names a token dead when
/// its outcome is `rejected` with a code that means the token itself is unusable
/// (`deadCodes`); a tokens file or audience (such as `tokens check`'s F.dead) names every
/// recipient in it.
public struct DeadTokens: Sendable {
  /// The dead recipients.
  public private(set) var tokens: Set<String> = []
  /// How many of them by code (`listed` for a tokens file or audience).
  public private(set) var byCode: [String: Int] = [:]

  /// The rejection codes that mean the token will never work again: FCM's UNREGISTERED,
  /// INVALID_ARGUMENT for the token and SENDER_ID_MISMATCH, and NOT_FOUND (the topic APIs'
  /// answer for a token they do not know).
  public static let deadCodes: Set<String> = [
    "UNREGISTERED", "INVALID_ARGUMENT", "SENDER_ID_MISMATCH", "NOT_FOUND",
  ]

  /// Whether `token` is dead.
  public func contains(_ token: String) -> Bool { tokens.contains(token) }

  /// Reads `url` (`name` as the user wrote it, for messages).
  public static func load(url: URL, name: String) throws(SendError) -> DeadTokens {
    var dead = DeadTokens()
    let lines = try LineSource(path: url.path)
    var number = 0
    var kind: Kind?
    while let line = try lines.next() {
      number += 1
      guard case .bytes(var raw) = line else { continue }
      if number == 1, raw.starts(with: [0xEF, 0xBB, 0xBF]) { raw.removeFirst(3) }
      let text = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      if kind == nil {
        kind = Kind(firstLine: text)
        if kind == .list, TokenFileSplitter.isAudiencePath(url.path) {
          return try audience(url: url, name: name)
        }
        if kind == .csvReport || kind == .csvRowReport { continue }
      }
      switch kind {
      case .csvReport?, .csvRowReport?:
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        let offset = kind == .csvRowReport ? 1 : 0
        guard fields.count >= offset + 3 else { continue }
        dead.add(
          token: unneutralized(String(fields[offset])), outcome: String(fields[offset + 1]),
          code: unneutralized(String(fields[offset + 2])))
      case .jsonReport?:
        guard let value = try? JSONParser.parse(text), let object = value.objectValue,
          let token = object["token"]?.stringValue, let outcome = object["outcome"]?.stringValue
        else { continue }
        dead.add(token: token, outcome: outcome, code: object["error"]?.stringValue ?? "")
      case .list?, nil:
        guard !text.isEmpty, !text.hasPrefix("#") else { continue }
        dead.tokens.insert(text)
        dead.byCode["listed", default: 0] += 1
      }
    }
    return dead
  }

  private enum Kind: Equatable {
    case csvReport, csvRowReport, jsonReport, list

    init(firstLine: String) {
      if firstLine.hasPrefix("token,outcome,") {
        self = .csvReport
      } else if firstLine.hasPrefix("row,token,outcome,") {
        self = .csvRowReport
      } else if firstLine.hasPrefix("{"), firstLine.contains("\"outcome\"") {
        self = .jsonReport
      } else {
        self = .list
      }
    }
  }

  private mutating func add(token: String, outcome: String, code: String) {
    guard outcome == "rejected", Self.deadCodes.contains(code), !token.isEmpty else { return }
    if tokens.insert(token).inserted { byCode[code, default: 0] += 1 }
  }

  private static func audience(url: URL, name: String) throws(SendError) -> DeadTokens {
    var dead = DeadTokens()
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: url, source: name, duplicates: false)
    } catch {
      throw .audience(reason: error.description)
    }
    while let item = reader.next() {
      if case .row(let row) = item, dead.tokens.insert(row.token).inserted {
        dead.byCode["listed", default: 0] += 1
      }
    }
    return dead
  }

  /// A report's CSV field without the `'` that keeps spreadsheets from running it as a formula.
  private static func unneutralized(_ field: String) -> String {
    guard field.hasPrefix("'"), let next = field.dropFirst().first, "=+-@".contains(next) else {
      return field
    }
    return String(field.dropFirst())
  }
}
