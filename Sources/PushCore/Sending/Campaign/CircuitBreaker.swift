import Foundation
import Synchronization

/// Pauses a campaign as a whole when its endpoint does not answer, instead of letting every
/// recipient retry on its own.
///
/// The sender reports each attempt: an HTTP answer (any status) or a network failure. The
/// breaker trips when the first attempts of a run all fail to connect (as many as
/// `firstAttempts`, or every recipient of a smaller run) before any answer came, or when most
/// of the recent attempts in a short window failed at the network level. Tripping raises the
/// campaign's stop signal, so no new request starts and retry waits end at once; the
/// recipients tried are journalled as failed (they never arrived), so resuming later sends
/// each of them exactly once. `reason` says what the campaign ends with.
public final class CircuitBreaker: Sendable {
  /// Connect failures in a row, before any answer, that pause the campaign.
  public static let firstAttempts = 8
  /// The recent-attempts window: this many attempts…
  public static let windowSize = 20
  /// …within this many seconds, of which `windowFailures` failed at the network level.
  public static let windowSeconds = 10.0
  /// See `windowSize`.
  public static let windowFailures = 16

  private struct State {
    var expected: Int?
    var answered = 0
    var connectFailures = 0
    var recent: [(time: Double, failed: Bool)] = []
    var reason: SendError?
  }

  private let endpoint: String
  private let stop: StopSignal
  private let clock: SendClock
  private let state = Mutex(State())

  /// A breaker for sends to `endpoint` (shown in the reason) that raises `stop` when it trips.
  public init(endpoint: String, stop: StopSignal, clock: SendClock = .live) {
    self.endpoint = endpoint
    self.stop = stop
    self.clock = clock
  }

  /// Sets how many recipients the run has (a smaller run trips after that many failures).
  public func expect(_ recipients: Int) {
    state.withLock { $0.expected = max(1, recipients) }
  }

  /// Why the campaign paused, once tripped.
  public var reason: SendError? { state.withLock { $0.reason } }

  /// An attempt got an HTTP answer.
  public func answered() {
    state.withLock { state in
      state.answered += 1
      state.connectFailures = 0
      note(false, in: &state)
    }
  }

  /// An attempt failed at the network level; true when the campaign is (now) paused.
  @discardableResult
  public func failed(_ error: TransportError) -> Bool {
    let tripped = state.withLock { state -> Bool in
      if state.reason != nil { return true }
      if case .notSent = error, state.answered == 0 { state.connectFailures += 1 }
      note(true, in: &state)
      let first = min(Self.firstAttempts, state.expected ?? Self.firstAttempts)
      let recentFailures = state.recent.filter(\.failed).count
      let windowFull =
        state.recent.count >= Self.windowSize
        && (state.recent.last?.time ?? 0) - (state.recent.first?.time ?? 0) <= Self.windowSeconds
      guard state.connectFailures >= first || (windowFull && recentFailures >= Self.windowFailures)
      else { return false }
      state.reason = .unreachable(endpoint: Self.origin(endpoint), reason: Self.words(error))
      return true
    }
    if tripped { stop.stop() }
    return tripped
  }

  private func note(_ failed: Bool, in state: inout State) {
    state.recent.append((clock.uptime(), failed))
    if state.recent.count > Self.windowSize { state.recent.removeFirst() }
  }

  /// `scheme://host[:port]` of an endpoint URL.
  static func origin(_ endpoint: String) -> String {
    guard let url = URL(string: endpoint), let scheme = url.scheme, let host = url.host else {
      return endpoint
    }
    return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
  }

  /// A network failure in a few words: "connection refused", "host not found", …
  static func words(_ error: TransportError) -> String {
    let text = error.description
    let lower = text.lowercased()
    if lower.contains("refused") || lower.contains("couldn't connect") {
      return "connection refused"
    }
    if lower.contains("resolve") { return "host not found" }
    switch error {
    case .timedOut: return "no answer in time"
    case .interrupted: return "the connection drops"
    default: return text
    }
  }
}
