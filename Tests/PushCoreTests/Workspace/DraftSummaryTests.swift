import Foundation
import PushCore
import Testing

@Suite struct DraftSummaryTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func summary(_ text: String, path: String = "x.json") -> DraftSummary {
    DraftSummary.read(
      Data(text.utf8), file: WorkspaceFile(path: path, modified: now, size: text.utf8.count),
      now: now)
  }

  @Test func aDraftHasNameTitleTargetVerdictAndLargestPayload() {
    let s = summary(
      #"{"name": "Spring", "recipients": {"tokens": ["a", "b", "c"]}, "message": {"notification": {"title": "Sale", "body": "Now"}}}"#
    )
    #expect(s.displayName == "Spring")
    #expect(s.title == "Sale")
    #expect(s.body == "Now")
    #expect(s.target == .tokens(3))
    #expect(s.target.summary == "tokens 3")
    #expect(s.errors == 0 && s.warnings == 0 && !s.isFailing)
    #expect(s.largest?.limit == 4096)
    #expect((s.largest?.bytes ?? 0) > 20)
  }

  @Test func targetsFromTheMessage() {
    #expect(summary(#"{"message": {"topic": "news"}}"#).target.summary == "topic news")
    #expect(summary(#"{"message": {"topic": "news"}}"#).largest?.limit == 2048)
    #expect(
      summary(#"{"message": {"condition": "'a' in topics"}}"#).target.summary
        == "condition 'a' in topics")
    #expect(summary(#"{"message": {"token": "t"}}"#).target == .token)
    #expect(
      summary(#"{"recipients": {"audience": "users.csv"}, "message": {}}"#).target.summary
        == "audience users.csv")
  }

  @Test func syntaxErrorsAreListedWithLineAndColumn() {
    let s = summary("{\n  \"message\": {\n    \"title\": \"x\",\n  }\n}")
    guard case .syntaxError(let line, let column, let message) = s.content else {
      Issue.record("expected a syntax error, got \(s.content)")
      return
    }
    #expect(line == 3 && column == 17)
    #expect(message.contains("trailing comma") || message.contains(","))
    #expect(s.isFailing)
  }

  @Test func otherJSONIsNotADraftAndDoesNotFail() {
    for text in [#"{"name": "package"}"#, "[1, 2]", "42"] {
      let s = summary(text)
      guard case .notADraft = s.content else {
        Issue.record("\(text): expected not a draft, got \(s.content)")
        continue
      }
      #expect(!s.isFailing)
    }
    guard case .broken = summary(#"{"message": "hello"}"#).content else {
      Issue.record("a string message is a broken draft")
      return
    }
  }

  @Test func controlCharactersNeverReachTheScreen() {
    let s = summary(
      #"{"name": "evil\u001b[31mred\u0007", "message": {"notification": {"title": "a\nb\u202Ec"}, "topic": "t"}}"#
    )
    // Shown as the status bar shows them (`TerminalSafe`): one way in every pane.
    #expect(s.displayName == #"evil\u001b[31mred\u0007"#)
    #expect(s.title == #"a\u000ab\u202ec"#)
    #expect(DisplayText.sanitized("中文 😀") == "中文 😀")
  }

  @Test func tallyCountsEachKind() {
    let files = [
      summary(#"{"message": {"topic": "a"}}"#),
      summary(#"{"message": {"topic": "a", "token": "b"}}"#),
      summary(#"{"message": {"topic": "b"}}"#),
      summary("{"), summary(#"{"other": 1}"#),
    ]
    let tally = WorkspaceTally(files)
    #expect(tally.files == 5)
    #expect(tally.valid == 2)
    #expect(tally.withErrors == 2)
    #expect(tally.notDrafts == 1)
  }
}
