import PushCore

/// The scheduled-jobs screen: each queued job (`fcm-compose schedule`) with its state, next
/// wave and progress; the selected one can be paused, resumed or cancelled.
public struct JobsPopupState: Sendable, Equatable {
  /// One job as listed.
  public struct Row: Sendable, Equatable {
    public var id: String
    public var name: String
    public var state: JobState
    public var next: String
    public var progress: String

    public init(_ status: JobStatus) {
      id = status.job.id
      name = status.job.name
      state = status.state
      next = status.nextText
      progress = status.progressText
    }

    public init(id: String, name: String, state: JobState, next: String, progress: String) {
      self.id = id
      self.name = name
      self.state = state
      self.next = next
      self.progress = progress
    }
  }

  /// Nil while the jobs are being read.
  public var rows: [Row]?
  public var selected = 0

  public init(rows: [Row]? = nil) { self.rows = rows }
}

/// What the jobs screen asks of the job store (`JobStore`), run as an effect.
public enum JobsRequest: Sendable, Equatable {
  /// Read every job.
  case list
  /// Set a job's state, then read every job.
  case set(id: String, JobState)
}
