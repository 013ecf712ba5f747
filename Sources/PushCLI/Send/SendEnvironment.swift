import Foundation
import PushCore

/// What `send` depends on beyond `CommandContext`, injected so tests (and the lead's wiring)
/// can swap the draft loader, validator, network, clock and signal handling.
public struct SendEnvironment: Sendable {
  /// Loads FILE into a rendered message plus the draft's recipients.
  public var loadDraft: DraftLoading
  /// Checks the loaded draft; any `.error` problem blocks sending.
  public var validate: @Sendable (SendDraft) -> [Diagnostic]
  /// Creates the HTTP transport for a given connection limit and trust store.
  public var makeTransport:
    @Sendable (_ maxConnections: Int, _ trust: TrustStore) -> any HTTPTransport
  /// Time and sleeping.
  public var clock: SendClock
  /// Retry defaults (`--max-attempts` and `--quota-wait` override parts of it).
  public var retryPolicy: RetryPolicy
  /// Installs Ctrl-C / SIGTERM handling: first signal calls `stop`, the second `cancel`.
  /// Returns a closure that uninstalls it.
  public var installInterruptHandler:
    @Sendable (_ stop: @escaping @Sendable () -> Void, _ cancel: @escaping @Sendable () -> Void)
      -> @Sendable () -> Void

  /// Creates an environment.
  public init(
    loadDraft: @escaping DraftLoading = DraftLoader.standard,
    validate: @escaping @Sendable (SendDraft) -> [Diagnostic] = DraftLoader.standardValidation,
    makeTransport: @escaping @Sendable (Int, TrustStore) -> any HTTPTransport = {
      CurlTransport(maxConnections: $0, trust: $1)
    },
    clock: SendClock = .live,
    retryPolicy: RetryPolicy = .standard,
    installInterruptHandler:
      @escaping @Sendable (
        @escaping @Sendable () -> Void, @escaping @Sendable () -> Void
      ) -> @Sendable () -> Void = InterruptHandler.install
  ) {
    self.loadDraft = loadDraft
    self.validate = validate
    self.makeTransport = makeTransport
    self.clock = clock
    self.retryPolicy = retryPolicy
    self.installInterruptHandler = installInterruptHandler
  }

  /// The real thing: the draft reader, renderer and validator `render` uses, libcurl, the real
  /// clock and signals.
  public static let live = SendEnvironment()

  /// For in-process tests: no signal handlers.
  public static func testing(
    validate: @escaping @Sendable (SendDraft) -> [Diagnostic] = DraftLoader.standardValidation,
    clock: SendClock = .live, retryPolicy: RetryPolicy = .standard
  ) -> SendEnvironment {
    SendEnvironment(
      validate: validate, clock: clock, retryPolicy: retryPolicy,
      installInterruptHandler: { _, _ in {} })
  }
}
