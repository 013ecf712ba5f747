import PushCore

/// "Check credentials": the doctor report for the active profile (nil while it runs), and
/// how far it is scrolled.
public struct CredentialsPopupState: Sendable, Equatable {
  /// The profile checked (nil: the environment alone).
  public var profile: String?
  /// The report, once the check has finished.
  public var report: DoctorReport?
  /// Rows scrolled.
  public var scroll: Int

  /// A check in progress.
  public init(profile: String?, report: DoctorReport? = nil, scroll: Int = 0) {
    self.profile = profile
    self.report = report
    self.scroll = scroll
  }
}
