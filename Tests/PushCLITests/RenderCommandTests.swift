import Foundation
import PushCore
import Testing

@Suite struct RenderCommandTests {
  static let body = """
    {
      "message": {
        "topic": "news",
        "notification": {
          "title": "Hello 中文",
          "body": "שלום"
        },
        "android": {
          "notification": {
            "title": "Android only"
          }
        }
      }
    }

    """

  @Test func printsTheRequestBodyAsWritten() async throws {
    let dir = try CLIHarness.directory(with: ["a.json": Self.body])
    let result = await CLIHarness.run(["render", "a.json"], in: dir)
    #expect(result.status == 0)
    #expect(result.out == Self.body)
    #expect(result.err.isEmpty)
  }

  @Test func compactIsOneLine() async throws {
    let dir = try CLIHarness.directory(with: ["a.json": Self.body])
    let result = await CLIHarness.run(["render", "--compact", "a.json"], in: dir)
    #expect(result.status == 0)
    #expect(
      result.out
        == #"{"message":{"topic":"news","notification":{"title":"Hello 中文","body":"שלום"},"#
        + #""android":{"notification":{"title":"Android only"}}}}"# + "\n")
  }

  @Test func platformShowsWhatThatPlatformReceives() async throws {
    let android = await CLIHarness.run(
      ["render", "-", "--platform", "android", "--compact"], stdin: Self.body)
    #expect(android.status == 0)
    #expect(
      android.out == #"{"notification":{"title":"Android only","body":"שלום"}}"# + "\n")
    let apple = await CLIHarness.run(
      ["render", "--platform=ios", "--compact", "-"], stdin: Self.body)
    #expect(
      apple.out == #"{"payload":{"aps":{"alert":{"title":"Hello 中文","body":"שלום"}}}}"# + "\n")
  }

  @Test func readsStandardInput() async {
    let result = await CLIHarness.run(["render", "-"], stdin: Self.body)
    #expect(result.status == 0)
    #expect(result.out == Self.body)
  }

  @Test func stripsTheTopicsPrefixAndWarns() async {
    let result = await CLIHarness.run(
      ["render", "--compact", "-"], stdin: #"{"message": {"topic": "/topics/news"}}"#)
    #expect(result.status == 0)
    #expect(result.out == #"{"message":{"topic":"news"}}"# + "\n")
    #expect(result.err.hasPrefix(#"<stdin>: warning: message.topic: drop the "/topics/" prefix"#))
  }

  @Test func errorsStillPrintTheBodyAndExit1() async {
    let result = await CLIHarness.run(
      ["render", "--compact", "-"], stdin: #"{"message": {"android": {"ttl": "1 day"}}}"#)
    #expect(result.status == 1)
    #expect(result.out == #"{"message":{"android":{"ttl":"1 day"}}}"# + "\n")
    #expect(result.err.contains("<stdin>: error: message: no target"))
    #expect(result.err.contains("<stdin>: error: message.android.ttl: must be a duration"))
  }

  @Test func unreadableAndBrokenInputExit2() async throws {
    let dir = try CLIHarness.directory(with: ["bad.json": "{\n  \"message\": {\"a\" 1}\n}\n"])
    let missing = await CLIHarness.run(["render", "nope.json"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.err == "fcm-compose: nope.json: cannot read: no such file\n")
    #expect(missing.out.isEmpty)
    let broken = await CLIHarness.run(["render", "bad.json"], in: dir)
    #expect(broken.status == 2)
    #expect(broken.err.hasPrefix("fcm-compose: bad.json:2:19: expected ':'"), "\(broken.err)")
  }

  @Test func usageErrorsExit2() async {
    let none = await CLIHarness.run(["render"])
    #expect(none.status == 2)
    #expect(none.err.contains("render takes exactly one FILE"))
    #expect(none.err.contains("usage: fcm-compose render FILE"))
    let platform = await CLIHarness.run(["render", "-", "--platform", "windows"], stdin: "{}")
    #expect(platform.status == 2)
    #expect(platform.err.contains(#"unknown platform "windows"; use android, apns or webpush"#))
    let typo = await CLIHarness.run(["render", "-", "--compcat"], stdin: "{}")
    #expect(typo.status == 2)
    #expect(typo.err.contains("unknown option --compcat (did you mean --compact?)"))
  }

  @Test func fixedClockComesFromTheEnvironment() async {
    let draft =
      #"{"console": {"expires": {"value": 1, "unit": "hours"}}, "message": {"token": "t"}}"#
    let result = await CLIHarness.run(
      ["render", "--compact", "-"], stdin: draft, environment: ["FCM_COMPOSE_NOW": "1000"])
    #expect(result.status == 0)
    #expect(
      result.out
        == #"{"message":{"token":"t","android":{"ttl":"3600s"},"webpush":{"headers":{"TTL":"3600"}},"#
        + #""apns":{"headers":{"apns-expiration":"4600"}}}}"# + "\n")
    let bad = await CLIHarness.run(
      ["render", "-"], stdin: draft, environment: ["FCM_COMPOSE_NOW": "yesterday"])
    #expect(bad.status == 2)
    #expect(bad.err.contains(#"FCM_COMPOSE_NOW must be seconds since 1970"#))
  }
}
