import Foundation
import PushCore
import TestSupport
import Testing

@Suite("Per-row validation of a personalized draft")
struct AudienceValidatorTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "audience") }

  /// A reader on `text` written to `a.csv` in this test's folder.
  func audience(_ text: String) throws -> AudienceReader {
    try AudienceReader(url: scratch.write("a.csv", text), source: "a.csv")
  }

  private let draft = Draft(message: [
    "notification": ["title": "Hi {{first_name|there}}", "body": "Order {{order_id}} shipped"],
    "android": ["priority": "{{priority}}", "notification": ["color": "{{color}}"]],
    "data": ["order": "{{order_id}}"],
  ])

  @Test func everyRuleRunsOnEachRowsMessageAndProblemsAreGroupedByRule() throws {
    let big = String(repeating: "x", count: 4200)
    let reader = try audience(
      """
      token,first_name,order_id,priority,color
      tok-1,Ana,A1,HIGH,#ff0000
      tok-2,,A2,NORMAL,#00ff00
      tok-3,Bo,A3,urgent,#0000ff
      tok-4,Cy,A4,HIGH,red
      tok-5,Di,\(big),HIGH,#ffffff
      tok-6,Ed,,HIGH,#000000
      tok-7,Fa,A7,loud,#111111

      """)
    let summary = AudienceValidator.run(draft: draft, reader: reader, now: Self.now)
    #expect(summary.rows == 7)
    #expect(summary.rowsOK == 2)
    #expect(summary.rowsWithErrors == 4)
    #expect(summary.rowsWithWarnings == 1)
    let priority = try #require(
      summary.rules.first { $0.path == "message.android.priority" })
    #expect(priority.count == 2)
    #expect(priority.rows == [3, 7])
    #expect(priority.example.contains("\"urgent\""))
    let color = try #require(
      summary.rules.first { $0.path == "message.android.notification.color" })
    #expect(color.rows == [4])
    let size = try #require(summary.rules.first { $0.example.contains("Android payload is") })
    #expect(size.rows == [5])
    let empty = try #require(summary.rules.first { $0.example.contains("{{order_id}} is empty") })
    #expect(empty.severity == .warning)
    #expect(empty.rows == [6])
    #expect(summary.largest.first?.row == 5)
    #expect(summary.rules.first?.severity == .error, "errors first")
  }

  @Test func sizesPerRowMatchRenderingTheRowsMessage() throws {
    let reader = try audience(
      """
      token,first_name,order_id,priority,color
      tok-1,"Quote "" and \\ slash",A1,HIGH,#ff0000
      tok-2,"two
      lines",A2,HIGH,#ff0000
      tok-3,🌸 𝒜na,\(String(repeating: "é", count: 300)),HIGH,#ff0000

      """)
    var validator = AudienceValidator(draft: draft, header: reader.header, now: Self.now)
    while case .row(let row)? = reader.next() {
      let verdict = validator.check(row)
      let rendered = PlatformRenderer.views(of: validator.message(for: row))
      let largest = try #require(rendered.max { $0.payloadBytes < $1.payloadBytes })
      #expect(verdict.largest.bytes == largest.payloadBytes, "row \(row.number)")
    }
  }

  @Test func templateProblemsAreReportedOnce() throws {
    let reader = try audience("token,name\ntok-1,Ana\ntok-2,Bo\n")
    let broken = Draft(message: [
      "notification": ["title": "Hi {{frist_name}}", "body": "Oops {{name"]
    ])
    let summary = AudienceValidator.run(draft: broken, reader: reader, now: Self.now)
    #expect(summary.templateProblems.count == 2)
    #expect(summary.templateProblems.contains { $0.message.contains("column 6") })
    #expect(
      summary.templateProblems.contains { $0.message.contains("did you mean \"name\"") == false })
    #expect(!summary.isClean)
  }

  @Test func theTemplatesOwnPlaceholderFieldsAreLeftToTheRows() {
    let withURL = Draft(message: [
      "notification": ["title": "Hi", "image": "https://img.example.com/{{id}}.png"]
    ])
    let problems = Validator.validate(
      withURL, options: ValidationOptions(now: Self.now, hasExternalTarget: true))
    let kept = AudienceValidator.templateDiagnostics(problems, of: withURL)
    #expect(!kept.contains { $0.path == "message.notification.image" })
  }
}

@Suite("Personalized request bodies")
struct PersonalizedRequestsTests {
  @Test func eachBodyIsTheRequestOfTheRowsMessage() throws {
    let message: JSONObject = [
      "notification": ["title": "Hi {{name|there}}", "body": "{{{{lit}}}} {{note}}"],
      "data": ["n": "{{name}}"],
      "android": ["notification": ["body_loc_args": ["{{note}}"]]],
    ]
    let p = MessagePersonalization(message: message)
    let requests = PersonalizedRequests(message: message, personalization: p, dryRun: true)
    for values in [
      ["name": "Ana", "note": "plain"], ["name": "", "note": "quote \" back\\slash\nnew\ttab"],
      ["name": "🌸 𝒜", "note": "\u{1}ctrl"],
    ] {
      let texts = p.texts { values[$0] }
      let body = requests.body(token: "tok-1:A", texts: texts)
      let filled = p.message(message, filling: { values[$0] })
      let expected = MessageTemplate(message: .object(filled), dryRun: true).body(
        for: .token("tok-1:A"))
      #expect(String(decoding: body, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }
  }

  @Test func anFIDAudienceSendsToFid() {
    let message: JSONObject = ["notification": ["title": "Hi {{name}}"]]
    let p = MessagePersonalization(message: message)
    let requests = PersonalizedRequests(
      message: message, personalization: p, dryRun: false, recipientKey: "fid")
    let body = String(decoding: requests.body(token: "fid-1", texts: ["Hi Ana"]), as: UTF8.self)
    #expect(body == #"{"message":{"notification":{"title":"Hi Ana"},"fid":"fid-1"}}"#)
  }
}
