import Foundation
import PushCLI
import Testing

/// `fcm-compose --example NAME` opens a built-in sample; an unknown name is a usage error that
/// lists the samples.
@Suite struct ExampleOptionTests {
  @Test func liveActivityExampleOpensTheComposer() async {
    let result = await CLIHarness.run(["--example", "live-activity"])
    guard case .composer(let file, let example, _, _)? = result.composer else {
      Issue.record("expected the composer, got status \(result.status): \(result.err)")
      return
    }
    #expect(example)
    #expect(file == "live-activity")
  }

  @Test func unknownExampleIsAUsageError() async {
    let result = await CLIHarness.run(["--example", "winter-sale"])
    #expect(result.status == 2)
    #expect(
      result.err.contains(#"unknown example "winter-sale" (examples: spring-sale, live-activity)"#))
  }
}
