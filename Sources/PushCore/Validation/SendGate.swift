/// Whether a message with these findings may be sent: the one decision `send` (with
/// `--allow-dropped`) and the composer (with its "Send anyway" confirmation) share.
public enum SendGate: Sendable, Equatable {
  /// No errors: send.
  case open
  /// Every error is of the "delivered but dropped" class (`Diagnostic.isDroppedOnDelivery`):
  /// FCM accepts the message, so it goes out only with the user's explicit consent.
  case droppedOnly([Diagnostic])
  /// At least one error FCM, APNs or the Admin SDKs refuse: never sent.
  case closed([Diagnostic])

  /// The gate for `diagnostics` (warnings and hints never close it).
  public init(_ diagnostics: [Diagnostic]) {
    let errors = diagnostics.filter { $0.severity == .error }
    if errors.isEmpty {
      self = .open
    } else if errors.allSatisfy(\.isDroppedOnDelivery) {
      self = .droppedOnly(errors)
    } else {
      self = .closed(errors)
    }
  }

  /// Whether sending goes ahead; `allowDropped` is the user's consent (`--allow-dropped`, or
  /// "Send anyway" in the composer).
  public func allows(allowDropped: Bool) -> Bool {
    switch self {
    case .open: true
    case .droppedOnly: allowDropped
    case .closed: false
    }
  }
}
