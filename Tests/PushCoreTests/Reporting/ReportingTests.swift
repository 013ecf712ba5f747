import Foundation
import PushCore
import Testing

/// The Data API client's paging and error handling without a server, and the arithmetic of
/// days, totals and bars.
@Suite struct ReportingTests {
  private func page(_ entries: [String], next: String?) -> Result<HTTPResponse, TransportError> {
    let token = next.map { #","nextPageToken":"\#($0)""# } ?? ""
    let body = #"{"androidDeliveryData":[\#(entries.joined(separator: ","))]\#(token)}"#
    return .success(HTTPResponse(status: 200, body: Array(body.utf8)))
  }

  private func entry(
    _ day: Int, _ label: String = "l", data: String = #"{"countMessagesAccepted":"10"}"#
  )
    -> String
  {
    #"{"appId":"A","date":{"year":2026,"month":12,"day":\#(day)},"analyticsLabel":"\#(label)","data":\#(data)}"#
  }

  private func client(_ transport: ScriptedTransport) -> DeliveryDataClient {
    let client = ReportClient(
      tokens: StaticAccessToken("ya29.test"), transport: transport, project: "p",
      clock: SendClock(now: { Date() }, uptime: { 0 }, sleep: { _ in }))
    return DeliveryDataClient(endpoint: "https://fcmdata.googleapis.com", client: client)
  }

  @Test func followsPageTokensAndSendsTheBearer() async throws {
    let transport = ScriptedTransport([
      page([entry(1), entry(2)], next: "a/b+c"), page([entry(3)], next: ""),
    ])
    let records = try await client(transport).records(app: "1:2:android:3")
    #expect(records.map(\.date.day) == [1, 2, 3])
    #expect(
      transport.requests.map(\.url) == [
        "https://fcmdata.googleapis.com/v1beta1/projects/p/androidApps/1:2:android:3/deliveryData",
        "https://fcmdata.googleapis.com/v1beta1/projects/p/androidApps/1:2:android:3/deliveryData"
          + "?pageToken=a%2Fb%2Bc",
      ])
    #expect(transport.requests.allSatisfy { $0.method == "GET" })
    #expect(
      transport.requests.allSatisfy { $0.headers.contains("Authorization: Bearer ya29.test") })
  }

  @Test func aRepeatedPageTokenStops() async {
    let transport = ScriptedTransport([page([entry(1)], next: "t"), page([entry(2)], next: "t")])
    await #expect(throws: ReportError.endlessPaging(api: .data)) {
      try await client(transport).records(app: "a")
    }
  }

  @Test func aMalformedEntryNamesItsPlace() async {
    let bad = entry(2, data: #"{"messageOutcomePercents":{"delivered":"lots"}}"#)
    let transport = ScriptedTransport([page([entry(1), bad], next: nil)])
    await #expect(
      throws: ReportError.malformed(
        "page 1: androidDeliveryData[1].data.messageOutcomePercents.delivered is a string, not a "
          + "number")
    ) { try await client(transport).records(app: "a") }
  }

  @Test func serverErrorsAreRetriedAndA404NamesTheApp() async throws {
    let unavailable = Result<HTTPResponse, TransportError>.success(
      HTTPResponse(status: 503, body: Array(#"{"error":{"code":503,"message":"busy"}}"#.utf8)))
    let retried = ScriptedTransport([unavailable, unavailable, page([entry(1)], next: nil)])
    #expect(try await client(retried).records(app: "a").count == 1)
    let missing = ScriptedTransport([
      .success(
        HTTPResponse(status: 404, body: Array(#"{"error":{"code":404,"message":"gone"}}"#.utf8)))
    ])
    await #expect(
      throws: ReportError.notFound(api: .data, resource: "Android app a", message: "gone")
    ) { try await client(missing).records(app: "a") }
  }

  @Test func daysCountInLosAngeles() throws {
    // 2026-12-02 07:00 UTC is still 2026-12-01 in Los Angeles.
    let date = try #require(ISO8601DateFormatter().date(from: "2026-12-02T07:00:00Z"))
    #expect(DeliveryDate(date).description == "2026-12-01")
    #expect(DeliveryDate(parsing: "2026-02-29") == nil)
    #expect(DeliveryDate(parsing: "2028-02-29")?.adding(days: 1).description == "2028-03-01")
    #expect(DeliveryDate(parsing: "2026-12-31")?.adding(days: 1).description == "2027-01-01")
  }

  @Test func totalsWeighByAcceptedAndKeepMissingFiguresMissing() throws {
    let records = try [
      entry(
        1,
        data:
          #"{"countMessagesAccepted":"100","messageOutcomePercents":{"delivered":90},"deliveryPerformancePercents":{"deliveredNoDelay":80}}"#
      ),
      entry(2, data: #"{"countMessagesAccepted":"300","messageOutcomePercents":{"delivered":70}}"#),
    ].map { try DeliveryRecord(json: JSONParser.parse($0), path: "e") }
    let totals = DeliveryTotals(records)
    #expect(totals[.accepted] == 400)
    #expect(totals[.delivered] == 75)
    #expect(totals[.pending] == nil)
    #expect(totals.delayed == 10)
    #expect(totals.dropped == nil)
    #expect(DeliveryTable.cells(totals, first: "TOTAL")[3] == "–")
  }

  @Test func barsAddUpToTheirWidth() throws {
    let record = try DeliveryRecord(
      json: JSONParser.parse(
        entry(
          1,
          data:
            #"{"countMessagesAccepted":"9","messageOutcomePercents":{"delivered":33.3,"pending":33.3,"collapsed":16.7,"droppedTtlExpired":16.7}}"#
        )), path: "e")
    let bar = DeliveryTable.bar(DeliveryTotals(record))
    #expect(bar.map(\.cells).reduce(0, +) == DeliveryTable.barWidth)
    #expect(bar.map(\.part) == [.delivered, .pending, .collapsed, .dropped])
    #expect(DeliveryTable.bar(nil).isEmpty)
  }

  @Test func theLabelIsTheOneAndroidGets() throws {
    let both = try JSONParser.parse(
      #"{"message":{"fcm_options":{"analytics_label":"all"},"android":{"fcmOptions":{"analyticsLabel":"droid"}}}}"#
    )
    #expect(LabelOutcome.label(of: both) == "droid")
    let shared = try JSONParser.parse(#"{"message":{"fcmOptions":{"analyticsLabel":"all"}}}"#)
    #expect(LabelOutcome.label(of: shared) == "all")
    #expect(LabelOutcome.label(of: try JSONParser.parse(#"{"message":{}}"#)) == nil)
  }
}
