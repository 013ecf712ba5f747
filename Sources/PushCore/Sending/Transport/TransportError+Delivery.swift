extension TransportError {
  /// Whether FCM may have received the request: the request was written but no answer came
  /// (timeout, dropped connection, hard cancel). Such a recipient is *unconfirmed*, never
  /// retried automatically and never journalled as failed, so nothing is sent to it twice.
  public var mayHaveArrived: Bool {
    switch self {
    case .notSent, .unavailable: false
    case .timedOut, .interrupted, .cancelled: true
    }
  }

  /// The code journals and reports show for an unconfirmed request.
  public var journalCode: String {
    switch self {
    case .notSent, .unavailable: "NETWORK"
    case .timedOut: "TIMEOUT"
    case .interrupted: "CONNECTION_LOST"
    case .cancelled: "CANCELLED"
    }
  }
}
