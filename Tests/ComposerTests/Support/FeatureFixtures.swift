import Composer
import Foundation
import PushCore
import TermUI

/// Fixtures for the history screen, export popups and device preview.
enum FeatureFixtures {
  /// The sample's request as history records it, with a different title and no `campaign`
  /// data key (so a diff against the sample shows changes).
  static var sentRequest: JSONValue {
    var draft = SampleDraft.draft
    draft.setValue("Spring sale: 25% off 🌸", at: "message.notification.title")
    draft.setValue(nil, at: "message.data.campaign")
    let message = Derived(draft: draft, now: ScreenFixtures.now).message
    return SendHistoryDetails.recordedRequest(message: .object(message))
  }

  static func line(_ object: JSONObject) -> String {
    JSONWriter.string(.object(object), style: .compact)
  }

  /// Five lines, oldest first: an old entry without a request, a torn line, a dry run, a line
  /// that is not JSON, and the newest send with results and a report.
  static var historyText: String {
    let old: JSONObject = [
      "time": "2027-01-10T09:30:00Z", "project": "shop-prod", "profile": "production",
      "draft": "Winter clearance", "dry_run": false, "target": "topic winter-sale",
      "counts": ["sent": 1, "not_delivered": 0, "unregistered": 0], "failures": [:],
      "outcome": "finished",
    ]
    let dryRun: JSONObject = [
      "time": "2027-01-14T16:45:00Z", "project": "shop-staging", "profile": "staging",
      "draft": "Spring sale 2027", "dry_run": true, "target": "2 tokens (…xel-8, …e-15)",
      "counts": ["sent": 2, "not_delivered": 0, "unregistered": 0], "failures": [:],
      "outcome": "finished", "request": sentRequest,
    ]
    let newest: JSONObject = [
      "time": "2027-01-15T07:48:00Z", "project": "shop-staging", "profile": "staging",
      "draft": "Spring sale 2027", "dry_run": false,
      "target": "3 tokens (…abc123, …def456, …ghi789)",
      "counts": ["sent": 2, "not_delivered": 1, "unregistered": 1],
      "failures": ["UNREGISTERED": 1], "outcome": "finished", "request": sentRequest,
      "results": [
        ["target": "…abc123", "outcome": "sent"],
        [
          "target": "…def456", "outcome": "rejected", "code": "UNREGISTERED",
          "detail": "The token is no longer registered: delete it from your list.",
        ],
        ["target": "…ghi789", "outcome": "sent"],
      ],
      "report": "/home/dev/reports/spring.jsonl",
    ]
    return [
      line(old), "{\"time\": \"2027-01-12T10:00:00Z\", \"proj", line(dryRun), "not json at all",
      line(newest),
    ].joined(separator: "\n") + "\n"
  }

  static var log: SendHistoryLog { SendHistoryLog.parse(historyText) }

  static func history(_ size: Size, page: HistoryState.Page = .list, filter: String = "")
    -> ComposerState
  {
    var state = ScreenFixtures.sample(size)
    var history = HistoryState(log: log)
    history.page = page
    history.filter.insert(filter)
    state.history = history
    return state
  }

  static func export(_ format: ExportFormat, _ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    var h = ComposerHarness(draft: state.draft, path: state.filePath, saved: true)
    h.state.projectID = state.projectID
    if let command = CommandID.allCases.first(where: { $0.exportFormat == format }) {
      h.send(.command(command))
    }
    state.popups = h.state.popups
    return state
  }

  static let longText =
    "Our biggest sale of the season starts now: 30% off everything in the store, free "
    + "shipping on orders over $50, and members get early access to new arrivals before "
    + "anyone else. Hurry, the sale ends Sunday at midnight and stock is limited."

  /// The sample without an image and with a long body.
  static var longTextDraft: Draft {
    var draft = SampleDraft.draft
    draft.setValue(nil, at: "message.notification.image")
    draft.setValue(.string(longText), at: "message.notification.body")
    return draft
  }

  /// Hebrew title, CJK body with emoji, an Apple override of the title.
  static var internationalDraft: Draft {
    var draft = SampleDraft.draft
    draft.setValue("מבצע אביב: 30% הנחה 🌸", at: "message.notification.title")
    draft.setValue(
      "春のセール開催中！全品30%オフ 🎉 今週日曜日の深夜まで。会員は先行アクセスできます。🛍️👩‍💻",
      at: "message.notification.body")
    draft.setValue("春のセール 🇯🇵", at: "message.apns.payload.aps.alert.title")
    return draft
  }

  static func device(_ size: Size, draft: Draft = SampleDraft.draft, expanded: Bool)
    -> ComposerState
  {
    var state = ScreenFixtures.sample(size, draft: draft)
    state.focus[.compose] = .field("message.notification.title")
    state.previewTab = .device
    state.deviceExpanded = expanded
    return state
  }

  /// Every scenario by snapshot name.
  static let all: [(String, @Sendable (Size) -> ComposerState)] = [
    ("historyList", { history($0) }),
    ("historyFiltered", { history($0, filter: "winter") }),
    ("historyDetail", { history($0, page: .detail) }),
    ("historyDiff", { history($0, page: .diff) }),
    ("exportCurl", { export(.curl, $0) }),
    ("exportNode", { export(.node, $0) }),
    ("exportPython", { export(.python, $0) }),
    ("exportGo", { export(.go, $0) }),
    ("exportApns", { export(.apns, $0) }),
    ("deviceImageCollapsed", { device($0, expanded: false) }),
    ("deviceImageExpanded", { device($0, expanded: true) }),
    ("deviceLongTextCollapsed", { device($0, draft: longTextDraft, expanded: false) }),
    ("deviceLongTextExpanded", { device($0, draft: longTextDraft, expanded: true) }),
    ("deviceInternational", { device($0, draft: internationalDraft, expanded: false) }),
    ("deviceInternationalExpanded", { device($0, draft: internationalDraft, expanded: true) }),
    ("deviceLiveActivity", { device($0, draft: SampleDraft.liveActivity, expanded: false) }),
    ("deviceLiveActivityExpanded", { device($0, draft: SampleDraft.liveActivity, expanded: true) }),
  ]
}
