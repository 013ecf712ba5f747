import Foundation
import PushCore
import TestSupport

/// Quick retries so tests do not wait for real backoff.
let fastRetries = RetryPolicy(
  maxAttempts: 5, initialDelay: 0.01, maxDelay: 0.05, quotaWait: 0.3, maxRetryAfter: 30)

/// A sender wired to a fake server with its service account.
func makeSender(
  _ server: FakeFCMServer, policy: RetryPolicy = fastRetries, stop: StopSignal = StopSignal(),
  timeout: Double = 10, connections: Int = 16, clock: SendClock = .live
) throws -> FCMSender {
  let transport = CurlTransport(maxConnections: connections)
  let account = try ServiceAccount.load(
    contentsOf: URL(fileURLWithPath: server.serviceAccountPath), displayPath: "sa.json")
  let tokens = try ServiceAccountTokenProvider(
    account: account, displayPath: "sa.json", transport: transport, clock: clock)
  return FCMSender(
    project: server.project, endpoint: server.baseURL, tokens: tokens, transport: transport,
    policy: policy, clock: clock, stop: stop, timeout: timeout)
}

/// Runs `campaign`, hard-cancels it once `stopAfter` recipients have an outcome, waits for the
/// abandoned requests to land, then runs it again with `resume`: both runs' summaries.
func cancelThenResume(_ campaign: Campaign, on server: FakeFCMServer, stopAfter: Int)
  async throws -> (first: CampaignSummary, second: CampaignSummary)
{
  let handle = CampaignRunner(sender: try makeSender(server)).start(campaign)
  for await event in handle.events {
    if case .result(_, let progress) = event, progress.done >= stopAfter { handle.cancel() }
  }
  let first = try await handle.summary
  try await Task.sleep(nanoseconds: 300_000_000)  // let abandoned requests land
  var resumed = campaign
  resumed.resume = true
  let second = try await CampaignRunner(sender: try makeSender(server)).run(resumed)
  return (first, second)
}

/// A small rendered message.
let sampleMessage: JSONValue = [
  "notification": ["title": "Sale", "body": "50% off today"],
  "data": ["campaign": "spring"],
  "android": ["priority": "high"],
]

/// The request body `render` would produce for `message` + `target`, as parsed JSON.
func expectedBody(_ message: JSONValue, _ target: PushTarget, dryRun: Bool = false) -> String {
  let request = MessageTemplate(message: message, dryRun: dryRun).request(for: target)
  let text = JSONWriter.string(request, style: .compact)
  let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) ?? [:]
  let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  return String(decoding: data, as: UTF8.self)
}

/// Records sleeps instead of sleeping.
final class SleepRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Double] = []

  var sleeps: [Double] { lock.withLock { recorded } }

  var clock: SendClock {
    SendClock(
      now: { Date() }, uptime: { ProcessInfo.processInfo.systemUptime },
      sleep: { [self] seconds in lock.withLock { recorded.append(seconds) } })
  }
}

/// A clock the test moves forward by hand (time passes for the code under test, not for the
/// run): real time plus an offset; sleeps return at once and move it on by what they asked.
final class AdvancingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var offset = 0.0

  /// Moves the clock `seconds` forward.
  func advance(_ seconds: Double) { lock.withLock { offset += seconds } }

  var clock: SendClock {
    SendClock(
      now: { [self] in Date().addingTimeInterval(lock.withLock { offset }) },
      uptime: { [self] in ProcessInfo.processInfo.systemUptime + lock.withLock { offset } },
      sleep: { [self] seconds in advance(seconds) })
  }
}

/// Answers requests from a script, recording them: for retry tests without a server.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var script: [Result<HTTPResponse, TransportError>]
  private(set) var requests: [HTTPRequest] = []

  init(_ script: [Result<HTTPResponse, TransportError>]) { self.script = script }

  var count: Int { lock.withLock { requests.count } }

  func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let next: Result<HTTPResponse, TransportError> = lock.withLock {
      requests.append(request)
      return script.isEmpty
        ? .success(
          HTTPResponse(status: 200, body: Array(#"{"name":"projects/p/messages/9"}"#.utf8)))
        : script.removeFirst()
    }
    return try next.get()
  }
}

/// An FCM error response body.
func fcmError(_ status: Int, _ code: String?, canonical: String, retryAfter: String? = nil)
  -> HTTPResponse
{
  let details =
    code.map {
      #","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"\#($0)"}]"#
    } ?? ""
  let body = #"{"error":{"code":\#(status),"message":"m","status":"\#(canonical)"\#(details)}}"#
  var headers = ["content-type": "application/json"]
  if let retryAfter { headers["retry-after"] = retryAfter }
  return HTTPResponse(status: status, headers: headers, body: Array(body.utf8))
}
