import Foundation
import Synchronization

/// Sends topic-management and Instance ID requests with a bearer token, retrying as `send`
/// does (429/500/503 and network failures, `RetryPolicy`; a 429 pauses every request; one
/// fresh access token after a 401).
///
/// Unlike a message, a topic change is idempotent (subscribing twice, or removing a missing
/// subscription with `allow_missing`, changes nothing), so a request that may have arrived
/// (timeout, dropped connection) is retried too instead of being left unconfirmed.
public final class TopicRequester: Sendable {
  /// How a request ended.
  public enum Answer: Sendable {
    /// An HTTP answer that is neither retried nor fatal for every recipient.
    case response(HTTPResponse, attempts: Int)
    /// A problem every recipient would hit (credentials, permission): the run stops.
    case aborted(SendError, attempts: Int)
    /// No HTTP answer after the allowed retries.
    case network(TransportError, attempts: Int)
  }

  private let project: String
  private let tokens: any AccessTokenProvider
  private let transport: any HTTPTransport
  private let policy: RetryPolicy
  private let clock: SendClock
  private let stop: StopSignal
  private let timeout: Double
  private let random: @Sendable () -> Double
  private let pause = Mutex<Double>(0)

  /// Creates a requester for `project` (named in the explanations of fatal errors).
  public init(
    project: String, tokens: any AccessTokenProvider, transport: any HTTPTransport,
    policy: RetryPolicy = .standard, clock: SendClock = .live, stop: StopSignal = StopSignal(),
    timeout: Double = 30, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.project = project
    self.tokens = tokens
    self.transport = transport
    self.policy = policy
    self.clock = clock
    self.stop = stop
    self.timeout = timeout
    self.random = random
  }

  /// The headers FCM v1 topic requests carry (as the Admin SDK's `_fcm_headers`).
  public static let fcmHeaders = ["X-Goog-Api-Format-Version: 2", "X-Firebase-Client: fcm-compose"]
  /// The header the Instance ID API needs to accept an OAuth access token.
  public static let instanceIDHeaders = ["access_token_auth: true"]

  /// Performs `method url` with `body`; `headers` are added to the bearer token (and
  /// `x-goog-user-project`). `decode` turns a non-2xx answer into an error.
  public func perform(
    url: String, method: String, body: [UInt8], headers: [String],
    decode: (HTTPResponse, Date) -> FCMErrorInfo
  ) async -> Answer {
    var attempt = 0
    var refreshedAuth = false
    while true {
      attempt += 1
      await waitForPause()
      let token: String
      do {
        token = try await tokens.accessToken()
      } catch {
        return .aborted(error, attempts: attempt - 1)
      }
      var lines = ["Authorization: Bearer \(token)"] + headers
      if !body.isEmpty { lines.append("Content-Type: application/json") }
      if let quota = tokens.quotaProject { lines.append("x-goog-user-project: \(quota)") }
      let request = HTTPRequest(
        url: url, method: method, headers: lines, body: body, timeout: timeout)
      let response: HTTPResponse
      do {
        response = try await transport.perform(request)
      } catch {
        if case .unavailable(let reason) = error {
          return .aborted(.transportUnavailable(reason: reason), attempts: attempt)
        }
        if await retry(after: attempt, retryAfter: nil, quota: false) { continue }
        return .network(error, attempts: attempt)
      }
      if (200..<300).contains(response.status) { return .response(response, attempts: attempt) }
      let info = decode(response, clock.now())
      if response.status == 401, !refreshedAuth, await tokens.invalidate(token) {
        refreshedAuth = true
        continue
      }
      if let fatal = fatalError(info) { return .aborted(fatal, attempts: attempt) }
      guard RetryPolicy.isRetryable(httpStatus: response.status) else {
        return .response(response, attempts: attempt)
      }
      let quota = info.code == "QUOTA_EXCEEDED"
      if await retry(
        after: attempt, retryAfter: info.retryAfter, quota: quota,
        pauseAll: response.status == 429)
      {
        continue
      }
      return .response(response, attempts: attempt)
    }
  }

  /// Errors that would hit every token alike.
  private func fatalError(_ info: FCMErrorInfo) -> SendError? {
    switch (info.httpStatus, info.code) {
    case (401, "UNAUTHENTICATED"), (401, "PERMISSION_DENIED"):
      return .unauthenticated(project: project, message: info.message)
    case (403, "PERMISSION_DENIED"):
      return CredentialProblem.explaining(info, kind: tokens.kind, project: project)
        .map { .credential($0) } ?? .permissionDenied(project: project, message: info.message)
    default:
      return nil
    }
  }

  private func retry(
    after attempt: Int, retryAfter: Double?, quota: Bool, pauseAll: Bool = false
  ) async -> Bool {
    guard !stop.isStopping,
      let wait = policy.delay(
        afterAttempt: attempt, retryAfter: retryAfter, quotaExceeded: quota, random: random())
    else { return false }
    if pauseAll {
      let until = clock.uptime() + wait
      pause.withLock { $0 = max($0, until) }
    }
    return await stop.sleep(wait, clock: clock)
  }

  private func waitForPause() async {
    let until = pause.withLock { $0 }
    let remaining = until - clock.uptime()
    if remaining > 0 { _ = await stop.sleep(remaining, clock: clock) }
  }
}
