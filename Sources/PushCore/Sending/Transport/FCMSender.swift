import Foundation
import Synchronization

/// `PushSender` for FCM HTTP v1: `POST {endpoint}/v1/projects/{project}/messages:send` with a
/// bearer token, retrying only 429/500/503 and network failures (see `RetryPolicy`).
///
/// A 429 pauses every request of this sender, not just the one that got it, so a campaign
/// backs off as a whole instead of hammering FCM from every in-flight slot.
public final class FCMSender: PushSender {
  private let project: String
  private let url: String
  private let tokens: any AccessTokenProvider
  private let transport: any HTTPTransport
  private let policy: RetryPolicy
  private let clock: SendClock
  private let stop: StopSignal
  private let timeout: Double
  private let random: @Sendable () -> Double
  private let pacer: RatePacer?
  private let pause = Mutex<Double>(0)
  private let pauseObserver = Mutex<(@Sendable (_ seconds: Double, _ quota: Bool) -> Void)?>(nil)
  private let breaker = Mutex<CircuitBreaker?>(nil)
  private let attemptObserver = Mutex<(@Sendable (_ retrying: Bool) -> Void)?>(nil)
  /// The request headers for the current access token, built once per token: every request
  /// then carries the same array, which the transport recognises without comparing text.
  private let currentHeaders = Mutex<(token: String, headers: [String])?>(nil)

  /// Creates a sender. `endpoint` must already be validated (`EndpointURL.validated`).
  public init(
    project: String, endpoint: String = EndpointURL.production, tokens: any AccessTokenProvider,
    transport: any HTTPTransport, policy: RetryPolicy = .standard, clock: SendClock = .live,
    stop: StopSignal = StopSignal(), timeout: Double = 30, pacer: RatePacer? = nil,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.pacer = pacer
    self.project = project
    self.url = EndpointURL.sendURL(endpoint: endpoint, project: project)
    self.tokens = tokens
    self.transport = transport
    self.policy = policy
    self.clock = clock
    self.stop = stop
    self.timeout = timeout
    self.random = random
  }

  public func send(body: [UInt8], to target: PushTarget) async -> DeliveryResult {
    var attempt = 0
    var refreshedAuth = false
    while true {
      attempt += 1
      // A retry, or a request held by a pause, takes a fresh slot of the pacer (the campaign's
      // first attempts got theirs when dispatched), so the rate holds after a pause too.
      if await waitForPause() || attempt > 1, let pacer {
        while await pacer.admit(stop: stop), await waitForPause() {}
      }
      let token: String
      do {
        token = try await tokens.accessToken()
      } catch {
        return DeliveryResult(target: target, outcome: .aborted(error), attempts: attempt - 1)
      }
      let request = HTTPRequest(url: url, headers: headers(token), body: body, timeout: timeout)
      let response: HTTPResponse
      do {
        response = try await transport.perform(request)
      } catch {
        if case .unavailable(let reason) = error {
          let outcome = DeliveryOutcome.aborted(.transportUnavailable(reason: reason))
          return DeliveryResult(target: target, outcome: outcome, attempts: attempt)
        }
        let error = named(error)
        let paused = breaker.withLock { $0 }?.failed(error) ?? false
        // Only a request that never left is retried: after a timeout or a dropped connection
        // FCM may have it, and sending again could deliver it twice (it is unconfirmed).
        if !paused, !error.mayHaveArrived,
          await retry(after: attempt, retryAfter: nil, quota: false)
        {
          continue
        }
        return DeliveryResult(target: target, outcome: .networkFailure(error), attempts: attempt)
      }
      breaker.withLock { $0 }?.answered()
      if response.status == 200 {
        return DeliveryResult(
          target: target, outcome: .sent(messageName: name(in: response)), attempts: attempt)
      }
      let info = FCMErrorInfo.decode(response, now: clock.now())
      if info.code == "UNAUTHENTICATED", !refreshedAuth, await tokens.invalidate(token) {
        refreshedAuth = true
        continue
      }
      if let fatal = campaignError(info) {
        return DeliveryResult(target: target, outcome: .aborted(fatal), attempts: attempt)
      }
      guard RetryPolicy.isRetryable(httpStatus: response.status) else {
        return DeliveryResult(target: target, outcome: .rejected(info), attempts: attempt)
      }
      let quota = info.code == "QUOTA_EXCEEDED"
      let pauseAll = response.status == 429
      if await retry(
        after: attempt, retryAfter: info.retryAfter, quota: quota, pauseAll: pauseAll)
      {
        continue
      }
      return DeliveryResult(target: target, outcome: .failed(info), attempts: attempt)
    }
  }

  private func headers(_ token: String) -> [String] {
    if let cached = currentHeaders.withLock({ $0 }), cached.token == token { return cached.headers }
    let headers = Self.headers(token, quotaProject: tokens.quotaProject)
    currentHeaders.withLock { $0 = (token, headers) }
    return headers
  }

  private static func headers(_ token: String, quotaProject: String?) -> [String] {
    [
      "Authorization: Bearer \(token)", "Content-Type: application/json",
      "X-Goog-Api-Format-Version: 2", "X-Firebase-Client: fcm-compose",
    ] + (quotaProject.map { ["x-goog-user-project: \($0)"] } ?? [])
  }

  private func name(in response: HTTPResponse) -> String {
    let document = response.body.withUnsafeBufferPointer { bytes in
      try? JSONParser.parseDocument(bytes: bytes)
    }
    return document?.value.objectValue?["name"]?.stringValue ?? ""
  }

  /// Errors that would hit every recipient alike: stop the campaign rather than repeat them.
  private func campaignError(_ info: FCMErrorInfo) -> SendError? {
    switch (info.httpStatus, info.code) {
    case (401, "UNAUTHENTICATED"):
      return .unauthenticated(project: project, message: info.message)
    case (403, "PERMISSION_DENIED"):
      return CredentialProblem.explaining(info, kind: tokens.kind, project: project)
        .map { .credential($0) } ?? .permissionDenied(project: project, message: info.message)
    case (404, "NOT_FOUND"):
      return .projectNotFound(project: project, message: info.message)
    case (400, "INVALID_ARGUMENT") where !info.isTokenProblem:
      return .messageRejected(info)
    default:
      return nil
    }
  }

  /// Waits before the next attempt; false when the policy (or a stop request) says give up.
  private func retry(
    after attempt: Int, retryAfter: Double?, quota: Bool, pauseAll: Bool = false
  ) async -> Bool {
    guard !stop.isStopping,
      let wait = policy.delay(
        afterAttempt: attempt, retryAfter: retryAfter, quotaExceeded: quota, random: random())
    else { return false }
    if pauseAll {
      let until = clock.uptime() + wait
      let extended = pause.withLock { current in
        defer { current = max(current, until) }
        return until > current
      }
      if extended, let observer = pauseObserver.withLock({ $0 }) { observer(wait, quota) }
    }
    let observer = attemptObserver.withLock { $0 }
    observer?(true)
    defer { observer?(false) }
    return await stop.sleep(wait, clock: clock)
  }

  /// Reports every attempt's network failure or answer to `breaker`, and gives up retrying
  /// once it has tripped.
  public func attach(_ breaker: CircuitBreaker) { self.breaker.withLock { $0 = breaker } }

  /// Calls `observer(true)` when a recipient starts waiting to be tried again and
  /// `observer(false)` when that wait ends, so progress can count retries while they happen.
  public func onRetry(_ observer: @escaping @Sendable (_ retrying: Bool) -> Void) {
    attemptObserver.withLock { $0 = observer }
  }

  /// A network error naming the endpoint it was for, when its text does not already.
  private func named(_ error: TransportError) -> TransportError {
    let origin = CircuitBreaker.origin(url)
    switch error {
    case .notSent(let reason) where !reason.contains(EndpointURL.host(of: url)):
      return .notSent("\(origin): \(reason)")
    default:
      return error
    }
  }

  /// Calls `observer` whenever a 429 pauses every request (with the pause in seconds and
  /// whether FCM said QUOTA_EXCEEDED), so a front end can say why nothing is moving.
  public func onPause(_ observer: @escaping @Sendable (_ seconds: Double, _ quota: Bool) -> Void) {
    pauseObserver.withLock { $0 = observer }
  }

  /// Waits while a 429 pauses every request; true when it waited.
  @discardableResult private func waitForPause() async -> Bool {
    let until = pause.withLock { $0 }
    let remaining = until - clock.uptime()
    if remaining > 0 { _ = await stop.sleep(remaining, clock: clock) }
    return remaining > 0
  }
}
