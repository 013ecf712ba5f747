import PushCore

/// What the history screen knows of FCM's delivery data (the FCM Data API): read once per
/// opening of the screen, for the project's Android app, and the label report on show.
public struct HistoryDelivery: Sendable, Equatable {
  /// The data, as far as it has come.
  public enum Data: Sendable, Equatable {
    /// Not asked for (no labelled send in the log).
    case idle
    /// Being read.
    case loading
    /// Not read, and why (an emulator's endpoint, no Android app id).
    case skipped(String)
    /// Every entry of the app.
    case loaded(app: String, records: [DeliveryRecord])
    /// The project has several Android apps and the profile names none.
    case several([AndroidAppInfo])
    /// Reading failed; the message says what to enable or grant.
    case failed(String)
  }

  /// The data.
  public var data = Data.idle
  /// The label whose report is open over the history screen, if any.
  public var reportLabel: String?
  /// The day the report's send went out (its rows from then on are marked).
  public var reportSince: DeliveryDate?
  /// Rows scrolled off the top of the report.
  public var reportScroll = 0

  public init() {}
}

/// What the runtime found when asked for delivery data.
public enum DeliveryFetchResult: Sendable, Equatable {
  case loaded(app: String, records: [DeliveryRecord])
  case several([AndroidAppInfo])
  case skipped(String)
  case failed(String)
}
