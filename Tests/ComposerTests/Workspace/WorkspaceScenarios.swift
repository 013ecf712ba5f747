import Composer
import Foundation
import PushCore
import TermUI

/// Workspace screens for snapshots: files listed and summarized as the runtime would report
/// them, on a fixed clock, in `~/drafts`.
enum WorkspaceScenarios {
  static let root = ScreenFixtures.home + "/drafts"
  static let now = ScreenFixtures.now

  static let all: [(String, @Sendable (Size) -> ComposerState)] = [
    ("workspaceEmpty", { state($0, files: []) }),
    ("workspaceBroken", { state($0, files: broken, history: true) }),
    ("workspaceLongNames", { state($0, files: longNames) }),
    ("workspaceCJK", { state($0, files: cjk) }),
    ("workspaceThousand", { thousand($0) }),
    ("workspaceCompare", { compare($0) }),
    ("workspaceDelete", { withDialog($0, .confirmDelete(path: "spring.json", selected: 0)) }),
    ("workspaceTemplates", { withDialog($0, .templates(selected: 1)) }),
  ]

  static func draft(_ name: String, title: String, extra: String = "") -> String {
    #"{"name": "\#(name)", "message": {"topic": "deals", "notification": {"title": "\#(title)"}\#(extra)}}"#
  }

  static let broken: [(String, String?)] = [
    ("spring.json", draft("Spring sale", title: "Spring is here")),
    ("promo/two-targets.json", draft("Two targets", title: "Oops", extra: #", "token": "abc""#)),
    (
      "promo/big-data.json",
      draft(
        "Big data", title: "Heavy",
        extra: #", "data": {"blob": "\#(String(repeating: "x", count: 1900))"}"#)
    ),
    ("syntax.json", "{\n  \"message\": {\n    \"title\": \"x\",\n  }\n}"),
    ("package.json", #"{"name": "tooling", "version": "1.0.0"}"#),
    ("string-message.json", #"{"message": "hello"}"#),
    ("escape.json", draft("Evil\\u001b[2J name", title: "Bell\\u0007 title")),
  ]

  static let longNames: [(String, String?)] = [
    (
      "campaigns/2027/q1/a-really-long-folder-name-for-regional-promotions/spring-sale-emea.json",
      draft(
        String(repeating: "Spring sale across Europe, the Middle East and Africa ", count: 2),
        title: String(repeating: "A title that goes on ", count: 6))
    ),
    ("b.json", draft("Short", title: "Short title")),
  ]

  static let cjk: [(String, String?)] = [
    ("zh.json", draft("春季促销", title: "春季大促：全场七折 🌸")),
    ("ja.json", draft("夏のセール", title: "夏のセール開催中！最大50%オフ")),
    ("ko.json", draft("가을 세일", title: "가을 맞이 특별 할인 🍂")),
  ]

  static func state(_ size: Size, files: [(String, String?)], history: Bool = false)
    -> ComposerState
  {
    var state = ComposerState(now: now, size: size)
    state.workspace = WorkspaceState(root: root)
    let listed = files.enumerated().map { index, pair in
      WorkspaceFile(
        path: pair.0, modified: now.addingTimeInterval(-Double(index + 1) * 3700),
        size: pair.1?.utf8.count ?? 0)
    }
    _ = Reducer.reduce(&state, .workspace(.listed(root: root, files: listed)))
    let summaries = zip(listed, files).compactMap { file, pair in
      pair.1.map { DraftSummary.read(Data($0.utf8), file: file, now: now) }
    }
    _ = Reducer.reduce(&state, .workspace(.summarized(root: root, summaries)))
    if history {
      let line =
        #"{"time": "2027-01-13T10:00:00Z", "project": "shop", "profile": "prod", "draft": "Spring sale", "dry_run": false, "target": "topic deals", "counts": {"sent": 1200, "not_delivered": 3}, "failures": {}, "outcome": "finished"}"#
      _ = Reducer.reduce(&state, .workspace(.history(LastSends(SendHistoryLog.parse(line)))))
    }
    return state
  }

  /// 1,000 drafts, the first 600 checked (the rest still pending), the selection far down.
  static func thousand(_ size: Size) -> ComposerState {
    let files: [(String, String?)] = (0..<1000).map { i in
      (
        "group-\(i % 20)/draft-\(String(format: "%04d", i)).json",
        i < 600 ? draft("Campaign \(String(format: "%04d", i))", title: "Offer \(i)") : nil
      )
    }
    var state = Self.state(size, files: files)
    for _ in 0..<3 { _ = Reducer.reduce(&state, .key(.pageDown)) }
    _ = Reducer.reduce(&state, .key(.down))
    return state
  }

  static func compare(_ size: Size) -> ComposerState {
    var state = Self.state(size, files: broken)
    for key in [KeyEvent.down, .down, .down, .char(" "), .down, .down, .char(" "), .char("=")] {
      _ = Reducer.reduce(&state, .key(key))
    }
    return state
  }

  static func withDialog(_ size: Size, _ dialog: WorkspaceDialog) -> ComposerState {
    var state = Self.state(size, files: broken)
    state.workspace?.dialog = dialog
    return state
  }
}
