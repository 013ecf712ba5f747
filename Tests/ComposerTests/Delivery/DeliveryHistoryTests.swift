import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// The history screen's delivery outcome line and the label report (`F`), through the
/// reducer and rendered headless.
@Suite struct DeliveryHistoryTests {
  static let app = "1:1234567890:android:0a1b2c3d4e5f6a7b"

  /// FCM entries for the fixtures' label: one before the newest send's day (2027-01-14 in Los
  /// Angeles), two from it on, one day missing between them and one with partial data.
  static var records: [DeliveryRecord] {
    let entries = [
      #"{"appId":"A","date":{"year":2027,"month":1,"day":10},"analyticsLabel":"spring_sale_2027","data":{"countMessagesAccepted":"900","messageOutcomePercents":{"delivered":50}}}"#,
      #"{"appId":"A","date":{"year":2027,"month":1,"day":14},"analyticsLabel":"spring_sale_2027","data":{"countMessagesAccepted":"1000","messageOutcomePercents":{"delivered":90,"pending":6,"collapsed":1,"droppedDeviceInactive":3},"deliveryPerformancePercents":{"deliveredNoDelay":80}}}"#,
      #"{"appId":"A","date":{"year":2027,"month":1,"day":16},"analyticsLabel":"spring_sale_2027","data":{"countMessagesAccepted":"1000","messageOutcomePercents":{"delivered":94,"pending":2}}}"#,
      #"{"appId":"A","date":{"year":2027,"month":1,"day":14},"analyticsLabel":"other","data":{"countMessagesAccepted":"5"}}"#,
    ]
    return entries.enumerated().compactMap { i, text in
      try? DeliveryRecord(json: JSONParser.parse(text), path: "entry \(i)")
    }
  }

  private func loaded(
    _ size: Size, records: [DeliveryRecord] = records, page: HistoryState.Page = .list
  )
    -> ComposerState
  {
    var state = FeatureFixtures.history(size, page: page)
    _ = Reducer.reduce(&state, .deliveryDataLoaded(.loaded(app: Self.app, records: records)))
    return state
  }

  private func screen(_ state: ComposerState) -> String {
    ScreenFixtures.render(state).0.lines.joined(separator: "\n")
  }

  @Test func readingTheLogAsksForDeliveryDataOnce() {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    let opened = Reducer.reduce(&state, .command(.history))
    #expect(opened == [.readHistory])
    let effects = Reducer.reduce(&state, .historyLoaded(FeatureFixtures.log))
    #expect(effects == [.fetchDeliveryData(state.activeProfile)])
    #expect(state.history?.delivery.data == .loading)
    #expect(Reducer.reduce(&state, .historyLoaded(FeatureFixtures.log)).isEmpty)
  }

  @Test func aLogOfDryRunsAsksForNothing() {
    var state = ScreenFixtures.sample(Size(width: 80, height: 24))
    _ = Reducer.reduce(&state, .command(.history))
    let dry = FeatureFixtures.historyText.split(separator: "\n").filter {
      $0.contains("\"dry_run\":true")
    }.joined(separator: "\n")
    #expect(Reducer.reduce(&state, .historyLoaded(SendHistoryLog.parse(dry))).isEmpty)
  }

  @Test func outcomeLineShowsTheLabelsFiguresFromTheSendsDayOn() {
    let text = screen(loaded(Size(width: 120, height: 40)))
    #expect(
      text.contains(
        "Delivery spring_sale_2027 (2 days, 2,000 accepted): 92.0% delivered · 4.0% pending · "
          + "1.0% collapsed · 3.0% dropped"))
  }

  @Test func outcomeLineSaysNotYetRatherThanZeros() {
    let before = Self.records.filter { $0.date < DeliveryDate(year: 2027, month: 1, day: 14)! }
    let text = screen(loaded(Size(width: 120, height: 40), records: before))
    #expect(text.contains("spring_sale_2027: not yet. FCM publishes a day's figures a day or more"))
    #expect(!text.contains("0.0%"))
  }

  @Test func failuresAndSeveralAppsAreExplained() {
    var state = FeatureFixtures.history(Size(width: 120, height: 40))
    _ = Reducer.reduce(
      &state, .deliveryDataLoaded(.failed("The FCM Data API is not enabled for project x.")))
    #expect(screen(state).contains("spring_sale_2027: The FCM Data API is not enabled"))
    _ = Reducer.reduce(
      &state,
      .deliveryDataLoaded(.several([AndroidAppInfo(appID: "a"), AndroidAppInfo(appID: "b")])))
    #expect(screen(state).contains("the project has 2 Android apps; set android_app_id"))
  }

  @Test func fOnASendsPageOpensTheLabelsReportAndEscapeCloses() {
    var state = loaded(Size(width: 120, height: 40), page: .detail)
    #expect(screen(state).contains("Delivery spring_sale_2027 (2 days, 2,000 accepted)"))
    _ = Reducer.reduce(&state, .key(.char("F")))
    #expect(state.history?.delivery.reportLabel == "spring_sale_2027")
    let report = screen(state)
    #expect(report.contains("Delivery report · spring_sale_2027"))
    #expect(report.contains("2027-01-15  no data for this day"))
    #expect(report.contains("TOTAL"))
    _ = Reducer.reduce(&state, .key(.escape))
    #expect(state.history?.delivery.reportLabel == nil)
    #expect(state.history?.page == .detail)
  }

  @Test func fOnTheListStillTypesIntoTheFilter() {
    var state = loaded(Size(width: 80, height: 24))
    _ = Reducer.reduce(&state, .key(.char("F")))
    #expect(state.history?.filter.text == "F")
    #expect(state.history?.delivery.reportLabel == nil)
  }

  @Test(arguments: ScreenFixtures.sizes)
  func snapshots(size: Size) {
    let list = loaded(size)
    let (listBuffer, listCursor) = ScreenFixtures.render(list)
    assertSnapshot(listBuffer, cursor: listCursor, named: "historyDeliveryLoaded")
    var report = loaded(size, page: .detail)
    _ = Reducer.reduce(&report, .key(.char("F")))
    let (buffer, cursor) = ScreenFixtures.render(report)
    assertSnapshot(buffer, cursor: cursor, named: "deliveryReport")
  }
}
