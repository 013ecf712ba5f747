import Foundation
import PushCore
import Synchronization
import TestSupport
import Testing

@testable import PushCLI

/// A scheduler run in-process against a transport that answers every send with success and
/// notes the token and the injected clock's time: tests move "now" by hand.
final class SchedulerHarness: Sendable {
  let scratch: TemporaryDirectory
  let clock = Mutex<Date>(Date(timeIntervalSince1970: 0))
  let sends = Mutex<[(token: String, at: Date)]>([])
  let logs = OutputBuffer()

  init() throws { scratch = try TemporaryDirectory(prefix: "scheduler") }

  var now: Date {
    get { clock.withLock { $0 } }
    set { clock.withLock { $0 = newValue } }
  }

  var environment: [String: String] {
    [
      "XDG_STATE_HOME": scratch.appending("state").path,
      "XDG_DATA_HOME": scratch.appending("data").path, "HOME": scratch.path,
      CommandContext.nowVariable: String(Int(now.timeIntervalSince1970)),
    ]
  }

  var store: JobStore { JobStore(environment: environment) }

  /// `fcm-compose ARGS` in the scratch folder at the injected time.
  func cli(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(arguments, environment: environment, in: scratch.url)
  }

  /// Queues DRAFT with the plan options, sending with a fixed access token.
  func queue(_ arguments: [String]) async -> CLIResult {
    await cli(
      ["schedule"] + arguments + [
        "--access-token", "ya29.test", "--project", "demo", "--endpoint", "http://127.0.0.1:9",
        "--no-history",
      ])
  }

  /// One scheduler pass at the current injected time.
  @discardableResult
  func pass(grace: Double? = nil, signals: SchedulerSignals = SchedulerSignals()) async
    -> Scheduler.Pass
  {
    let log = logs
    let context = CommandContext(
      writeOut: { log.append($0) }, writeErr: { log.append($0) }, readStdin: { Data() },
      environment: environment, currentDirectory: scratch.url)
    let transport = RecordingTransport(harness: self)
    let scheduler = Scheduler(
      store: store, context: context,
      environment: SendEnvironment(
        makeTransport: { _, _ in transport }, installInterruptHandler: { _, _ in {} }),
      grace: grace, signals: signals)
    return await scheduler.runDue(now: { [self] in now })
  }

  /// Runs passes every `step` seconds from now until `end`.
  func run(until end: Date, step: Double) async {
    while now <= end {
      await pass()
      now = now.addingTimeInterval(step)
    }
  }

  var sent: [(token: String, at: Date)] { sends.withLock { $0 } }

  /// The job that sends to `token`.
  func job(sending token: String) -> String {
    store.list().first { $0.sendArguments.contains(token) }?.id ?? "?"
  }

  static func date(_ text: String) -> Date {
    let parts = text.split(separator: " ")
    let day = LocalDate(String(parts[0])) ?? LocalDate(daysSince1970: 0)
    let time = WallTime(String(parts[1])) ?? WallTime(secondsAfterMidnight: 0)
    return Date(timeIntervalSince1970: Double(day.daysSince1970 * 86400 + time.seconds))
  }
}

/// Answers every request with success and tells the harness who got it, when.
final class RecordingTransport: HTTPTransport {
  let harness: SchedulerHarness

  init(harness: SchedulerHarness) { self.harness = harness }

  func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let body = String(decoding: request.body, as: UTF8.self)
    var token = ""
    if let range = body.range(of: #""token":""#) {
      token = String(body[range.upperBound...].prefix { $0 != "\"" })
    }
    let at = harness.now
    harness.sends.withLock { $0.append((token, at)) }
    return HTTPResponse(status: 200, body: Array(#"{"name":"projects/demo/messages/1"}"#.utf8))
  }
}
