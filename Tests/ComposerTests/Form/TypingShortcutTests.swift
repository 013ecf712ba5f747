import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@testable import Composer

/// The two checks typing makes without redoing the work: a placement whose diagnostics only
/// changed their texts is updated in place, and a draft is walked along the edited field's
/// path instead of copied. Each agrees with the work done in full.
@Suite struct TypingShortcutTests {
  /// Along a walk of diagnostic lists whose texts change at the same paths (size warnings at
  /// fields and at `message`, "no target" coming and going there), an updated placement equals
  /// one from scratch, and the fields it reports as changed are those that show other
  /// diagnostics.
  @Test func retextedPlacementsEqualFreshOnes() {
    let pool: [(JSONPath, RuleID, [String])] = [
      (
        "message", .topicPayloadSize,
        ["Android payload is 2100 bytes", "Android payload is 2101 bytes"]
      ),
      ("message", .noTarget, ["no target: set exactly one of token", "Web payload is 5000 bytes"]),
      ("message.notification.title", .whitespace, ["too long", "much too long"]),
      (
        "message.apns", .topicPayloadSize,
        ["APNs payload is 3000 bytes", "APNs payload is 3001 bytes"]
      ),
      ("message.data.from", .dataKeyReserved, ["reserved key"]),
      ("recipients", .duplicateToken, ["empty", "very empty"]),
    ]
    var random = SplitMix64(seed: 5)
    var memo = FormLayoutMemo()
    var shape = [0, 2, 3]
    var retexted = 0
    var reportedChanges = 0
    for step in 0..<600 {
      let diagnostics = FormLayoutMemoTests.nextDiagnostics(
        from: pool, shape: &shape, reshapeOneIn: 10, counts: 1..<6, random: &random)
      let fresh = FormLayoutMemo().placement(of: diagnostics, notes: [])
      if let last = memo.placement {
        var next = last
        if let changed = next.retext(diagnostics) {
          retexted += 1
          #expect(next.byField == fresh.byField, "step \(step)")
          #expect(next.placed.map(\.id) == fresh.placed.map(\.id), "step \(step)")
          #expect(next.ids == fresh.ids, "step \(step)")
          let differ = Set(fresh.byField.keys.filter { last.byField[$0] != fresh.byField[$0] })
          #expect(Set(changed) == differ, "step \(step)")
          reportedChanges += changed.count
        } else {
          // Nothing changed when the lists differ otherwise.
          #expect(next.diagnostics == last.diagnostics, "step \(step)")
          #expect(next.byField == last.byField, "step \(step)")
        }
      }
      memo.placement = memo.placement(of: diagnostics, notes: [])
      #expect(memo.placement?.byField == fresh.byField, "step \(step)")
    }
    // The walk takes the shortcut, with and without fields whose texts changed, and not
    // always (a path or a field changed).
    #expect(retexted > 300)
    #expect(retexted < 600)
    #expect(reportedChanges > 50)
  }

  /// A draft differs only at a path when only the value there changed; any other change, a
  /// value added or cleared, or a path through an array, is left to the full comparison
  /// (which the walk never contradicts).
  @Test func aDraftIsWalkedAlongTheEditedPath() {
    let draft = FormLayoutMemoTests.largeDraft()
    func onlyAt(_ path: JSONPath, _ edit: (inout Draft) -> Void) -> Bool {
      var edited = draft
      edit(&edited)
      let walked = FormLayoutMemo.object(
        edited.document, differsFrom: draft.document, onlyAt: path.components[...])
      var probe = draft
      probe.setValue(edited.value(at: path), at: path)
      // The walk says yes only where the full comparison does.
      #expect(!walked || probe == edited, "\(path)")
      return walked
    }
    let title: JSONPath = "message.notification.title"
    #expect(onlyAt(title) { $0.setValue("New title", at: title) })
    #expect(onlyAt(title) { _ in })
    #expect(onlyAt("message.data.key_7") { $0.setValue("seven", at: "message.data.key_7") })
    #expect(!onlyAt(title) { $0.setValue("x", at: "message.notification.body") })
    #expect(!onlyAt(title) { $0.setValue("x", at: "message.topic") })
    #expect(!onlyAt(title) { $0.setValue(nil, at: title) })
    let added: JSONPath = "message.notification.subtitle"
    #expect(!onlyAt(added) { $0.setValue("a", at: added) })
    let token: JSONPath = "recipients.tokens[0]"
    #expect(!onlyAt(token) { $0.setValue("another-token", at: token) })
  }
}
