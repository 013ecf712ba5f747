import Foundation
import PushCore
import Testing

@Suite("Recipient resolution (one rule for the CLI and the composer)")
struct RecipientResolverTests {
  private let resolver = RecipientResolver(url: { URL(fileURLWithPath: "/nonexistent/" + $0) })

  @Test func anInvalidTopicIsRejectedWhereverItComesFrom() {
    #expect(throws: RecipientError.self) {
      try resolver.audience(
        RecipientRequest(topic: "news flash!"), draft: DraftTargets(message: [:]))
    }
    #expect(throws: RecipientError.self) {
      try resolver.audience(
        RecipientRequest(), draft: DraftTargets(message: ["topic": "bad topic"]))
    }
  }

  @Test func topicsLoseTheirPrefix() throws {
    let audience = try resolver.audience(
      RecipientRequest(), draft: DraftTargets(message: ["topic": "/topics/news"]))
    #expect(audience == .topic("news"))
  }

  @Test func theCommandLineWinsOverTheDraft() throws {
    let audience = try resolver.audience(
      RecipientRequest(condition: "'a' in topics"),
      draft: DraftTargets(message: ["topic": "news"], tokens: ["t1"]))
    #expect(audience == .condition("'a' in topics"))
  }

  @Test func draftTokensThenTheDraftsAudience() throws {
    #expect(
      try resolver.audience(RecipientRequest(), draft: DraftTargets(message: [:], tokens: ["t-1"]))
        == .tokens(["t-1"], file: nil, fileDisplayName: nil))
    #expect(
      throws: RecipientError.invalid("cannot read audience file a.csv: No such file or directory")
    ) {
      try resolver.audience(
        RecipientRequest(), draft: DraftTargets(message: [:], audienceFile: "a.csv"))
    }
    #expect(throws: RecipientError.none) {
      try resolver.audience(RecipientRequest(), draft: DraftTargets(message: [:]))
    }
  }

  @Test func badTokensAndEmptyConditionsAreRejected() {
    #expect(throws: RecipientError.self) {
      try resolver.audience(RecipientRequest(tokens: ["a,b"]), draft: DraftTargets(message: [:]))
    }
    #expect(throws: RecipientError.invalid("--condition is empty")) {
      try resolver.audience(RecipientRequest(condition: "  "), draft: DraftTargets(message: [:]))
    }
  }
}
