import Foundation
import TestSupport
import Testing

@testable import PushCore

/// The per-row fast path (`AudienceValidator.diagnostics(for:)`: template compiled once,
/// sizes from the template's figures plus each cell's, shared validations for rows that the
/// rules cannot tell apart) against validating every row's substituted message in full, on
/// random rows built to hit the edges: non-BMP text, combining marks that join a literal,
/// CR LF split across a literal and a cell, escapes that grow the JSON, values either side of
/// the 4096-byte, 2048-byte, 64-byte and 1000-character limits, empty cells and fallbacks.
@Suite("Audience fast path equals full validation of each row")
struct AudienceFastPathTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// Cell values that stress each figure the fast path adds up.
  static let pieces: [String] = [
    "", " ", "Ana", " lead", "trail ", "\t", "é", "e\u{301}", "\u{301}x", "\u{301}", "🌸",
    "𝒜na", "👩‍💻", "\u{1F1F3}\u{1F1F4}", "\u{1F1F3}", "\r\n", "\r", "\n", "x\r", "\nx",
    "a\"b\\c", "\u{01}", "\u{7F}", "\u{2028}", "\u{0600}", "\u{E000}0\u{E001}", "‒—", "…",
    "HIGH", "high", "NORMAL", "urgent", "#ff0000", "red", "3600s", "abc", "https://x.y/z",
    "ftp://x", "5", "10", "1", "0", "news", "{{", "}}",
  ]

  static func cell(_ random: inout SplitMix64) -> String {
    switch random.below(10) {
    case 0:
      // Long values: some rows cross the payload and console limits, some stay under.
      let unit = random.pick(["x", "é", "\"", "🌸", "\\n", "\u{01}"])
      return String(
        repeating: unit, count: random.pick([20, 60, 63, 64, 65, 330, 700, 1000, 1400]))
    case 1, 2:
      return random.pick(pieces) + random.pick(pieces)
    default:
      return random.pick(pieces)
    }
  }

  static let columns = ["token", "a", "b", "c", "d", "e"]

  static func header() throws -> AudienceHeader {
    try AudienceHeader(columns: columns, source: "a.csv", line: 1)
  }

  /// What a comparison went through.
  struct Coverage {
    /// Rows whose message broke a rule.
    var broken = 0
    /// Full validations the fast path ran (the other rows shared one).
    var validations = 0
  }

  /// Checks `rows` random rows of `message` both ways; says how many rows broke a rule and
  /// how many were validated in full (so a test can insist that rows shared validations and
  /// were not all clean, or the comparison would prove little).
  @discardableResult
  static func compare(
    _ message: JSONObject, rows: Int, seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Coverage {
    let draft = Draft(message: message)
    var validator = AudienceValidator(draft: draft, header: try header(), now: now)
    var random = SplitMix64(seed: seed)
    var coverage = Coverage()
    for number in 1...rows {
      let cells = ["tok-\(number)"] + (1..<columns.count).map { _ in cell(&random) }
      let row = AudienceRow(number: number, line: number + 1, token: cells[0], cells: cells)
      let (fast, largest) = validator.tally(row)
      let full = validator.fullDiagnostics(for: row)
      #expect(
        fast == full, "seed \(seed), row \(number), cells \(cells.dropFirst())",
        sourceLocation: sourceLocation)
      let rendered = RequestRenderer.message(
        validator.substitutedDraft(row), options: RenderOptions(now: now))
      let sizes = PlatformRenderer.views(of: rendered).map(\.payloadBytes)
      #expect(
        validator.scratch.payloads.map(\.1) == sizes, "seed \(seed), row \(number) sizes",
        sourceLocation: sourceLocation)
      #expect(largest.bytes == sizes.max(), sourceLocation: sourceLocation)
      if !full.isEmpty { coverage.broken += 1 }
    }
    coverage.validations = validator.memo.count
    return coverage
  }

  /// Text, data, headers, enumerations, colours, URLs, durations and the cross-field rules
  /// that read values (the web tag with renotify, Apple's priority header in odd case).
  static let richMessage: JSONObject = [
    "notification": ["title": "Hi {{a|there}}{{b}}", "body": "{{b}}\r{{c}} — {{d}}"],
    "data": ["order": "{{c}}", "note": "{{a}}{{e}}", "plain": "fixed"],
    "android": [
      "priority": "{{d}}", "ttl": "{{e}}",
      "notification": ["color": "{{e}}", "title_loc_key": "{{a}}", "tag": "t-{{b}}"],
    ],
    "apns": [
      "headers": ["apns-collapse-id": "{{a}}{{c}}", "APNS-Priority": "{{d}}"],
      "payload": ["aps": ["sound": "{{b}}", "category": "{{c}}"], "extra": "{{e}}"],
    ],
    "webpush": [
      "notification": ["tag": "{{a}}", "renotify": true, "body": "{{c}}{{c}}"],
      "fcm_options": ["link": "https://example.com/{{b}}"],
    ],
  ]

  @Test func randomRowsOfARichMessage() throws {
    for seed: UInt64 in [1, 2, 3] {
      let coverage = try Self.compare(Self.richMessage, rows: 700, seed: seed)
      #expect(coverage.broken > 100, "the rows must break rules for the comparison to mean much")
    }
  }

  /// Only sites the rules see in part (plain text with and without limits, data values), so
  /// most rows share a validation: each shared result is checked against the row's own.
  static let plainMessage: JSONObject = [
    "notification": ["title": "Hi {{a|there}}{{b}}", "body": "{{b}}\r{{c}} — {{d}}"],
    "data": ["order": "{{c}}", "note": "{{a}}{{e}}"],
    "android": ["notification": ["title_loc_key": "{{a}}", "body_loc_key": "{{b}}"]],
    "apns": ["headers": ["apns-collapse-id": "{{a}}{{c}}"]],
    "webpush": ["notification": ["tag": "{{e}}", "renotify": true]],
  ]

  @Test func randomRowsSharingValidations() throws {
    for seed: UInt64 in [4, 5] {
      let coverage = try Self.compare(Self.plainMessage, rows: 1500, seed: seed)
      #expect(coverage.broken > 100)
      #expect(coverage.validations < 500, "rows must share validations to test the sharing")
    }
  }

  @Test func rowsEitherSideOfThePayloadAndConsoleLimits() throws {
    // Three copies of {{a}} on Android and Apple; long cells put some rows over 4096 bytes
    // and the console's 1000 characters.
    let message: JSONObject = [
      "notification": ["title": "{{a}}", "body": "{{a}}{{b}}"],
      "data": ["x": "{{a}}", "y": "{{c}}"],
    ]
    try Self.compare(message, rows: 1500, seed: 7)
  }

  @Test func topicMessagesGetThe2048ByteWarningPerRow() throws {
    let message: JSONObject = [
      "topic": "news", "notification": ["title": "{{a}}", "body": "{{b}}{{c}}"],
    ]
    try Self.compare(message, rows: 800, seed: 11)
  }

  @Test func aTemplateHoldingTheMarkerCharactersIsMeasuredInFull() throws {
    let message: JSONObject = [
      "notification": ["title": "\u{E000}0\u{E001} {{a}}", "body": "{{b}}"]
    ]
    let validator = AudienceValidator(
      draft: Draft(message: message), header: try Self.header(), now: Self.now)
    #expect(!validator.sizes.isExact)
    try Self.compare(message, rows: 200, seed: 13)
  }

  /// Every field the fast path treats as plain text gets a placeholder on its own, with rows
  /// from the edge values: a new rule that reads such a field's content breaks this test.
  @Test func everyPlainTextFieldOfTheSchema() throws {
    let schema = FieldSchema.shared
    var checked = 0
    for field in schema.fields where !field.path.contains("[]") {
      let path = field.jsonPath
      guard case .plain = CompiledSite.observed(at: path, schema: schema) else { continue }
      var root = JSONValue.object([:])
      root.setValue(.string(" {{a}}{{b}}"), at: path)
      guard let message = root.objectValue?["message"]?.objectValue else { continue }
      try Self.compare(message, rows: 60, seed: UInt64(checked + 100))
      checked += 1
    }
    #expect(checked >= 10, "the schema has plain text fields")
  }

  /// Each row's spliced request body is byte for byte the row's message rendered in full.
  @Test(arguments: [
    richMessage, plainMessage, ["notification": ["title": "\u{E000}0\u{E001}{{a}}"]],
  ])
  func splicedBodiesEqualTheRowsRenderedRequest(_ message: JSONObject) throws {
    let header = try Self.header()
    let validator = AudienceValidator(draft: Draft(message: message), header: header, now: Self.now)
    for dryRun in [false, true] {
      let requests = PersonalizedRequests(
        message: validator.message, personalization: validator.personalization, dryRun: dryRun,
        header: header)
      var random = SplitMix64(seed: dryRun ? 21 : 22)
      for number in 1...300 {
        let cells = ["tok-\(number)"] + (1..<Self.columns.count).map { _ in Self.cell(&random) }
        let row = AudienceRow(number: number, line: number + 1, token: cells[0], cells: cells)
        var request: JSONObject = [
          "message": .object(
            MessageTarget.placing("token", row.token, in: validator.message(for: row)))
        ]
        if dryRun { request["validate_only"] = true }
        let expected = Array(JSONWriter.string(.object(request), style: .compact).utf8)
        #expect(requests.body(token: row.token, cells: cells) == expected, "row \(number)")
      }
    }
  }

  @Test func customDataValuesAreObservedOnlyBySize() {
    let schema = FieldSchema.shared
    #expect(CompiledSite.observed(at: "message.data.order", schema: schema) == .nothing)
    #expect(CompiledSite.observed(at: "message.webpush.data.x", schema: schema) == .nothing)
    #expect(
      CompiledSite.observed(at: "message.apns.headers.APNS-Priority", schema: schema)
        == .exactText, "a header in another case is checked as the header it names")
    #expect(CompiledSite.observed(at: "message.android.priority", schema: schema) == .exactText)
  }
}
