import Foundation

/// A queued send (`fcm-compose schedule`): the plan, the zones its waves go to, and the send
/// options each wave runs with. Written once, when queued, as `job.json` in the job's folder
/// (`JobStore`); what happened since lives beside it (`JobRun` lines, the state file, each
/// wave's journal and report).
public struct ScheduledJob: Sendable, Equatable, Codable {
  /// The job format's version.
  public var version = 1
  /// `20261208-0900-3fa2`: sorts by queue time; what the commands take.
  public var id: String
  /// When it was queued (seconds since 1970).
  public var created: Double
  /// The draft's name, or its file name.
  public var name: String
  /// The draft as the user named it (the job sends its own copy, `draft.json`).
  public var source: String
  /// The plan, as saved in drafts (`fcm_compose.schedule`).
  public var plan: String
  /// The zones of the waves, by zone index; with `sliced`, wave audience files hold each
  /// zone's rows.
  public var zones: [ZoneShare]
  /// True when each zone's rows were written to a file of their own (recipient time zone).
  public var sliced: Bool
  /// Options every wave's `send` gets (targets, credentials, rate, …), paths made absolute.
  public var sendArguments: [String]
  /// Seconds after a wave's time within which a late scheduler still sends it.
  public var grace: Double
  /// Audience rows that could not be placed in a zone's wave (bad rows, with why).
  public var skippedRows: [String]

  public init(
    id: String, created: Double, name: String, source: String, plan: Schedule,
    zones: [ZoneShare], sliced: Bool, sendArguments: [String], grace: Double,
    skippedRows: [String] = []
  ) {
    self.id = id
    self.created = created
    self.name = name
    self.source = source
    self.plan = JSONWriter.string(plan.json())
    self.zones = zones
    self.sliced = sliced
    self.sendArguments = sendArguments
    self.grace = grace
    self.skippedRows = skippedRows
  }

  /// The default grace window: an hour.
  public static let defaultGrace: Double = 3600

  /// The plan, read back.
  public var schedule: Schedule? {
    guard let value = try? JSONParser.parse(plan) else { return nil }
    return Schedule.read(value).schedule
  }
}

/// What happened to one wave: written (one JSON line, fsynced) when it ended or was missed.
public struct JobRun: Sendable, Equatable, Codable {
  public enum Status: String, Sendable, Codable {
    /// The wave's campaign ran to its end (its report says who got it).
    case sent
    /// Its time passed more than the grace window before a scheduler ran: not sent.
    case missed
    /// The send could not start (credentials, an unreadable file): not sent.
    case failed
  }

  public var occurrence: Int
  public var zoneIndex: Int
  public var zone: String
  /// When it was due.
  public var due: Double
  /// When this was recorded.
  public var at: Double
  public var status: Status
  /// Recipients by outcome, from the wave's report (`sent`, `failed`, `unconfirmed`, …).
  public var outcomes: [String: Int]
  /// Why it failed, or the send's exit status.
  public var note: String?

  public init(
    wave: ScheduleWave, at: Date, status: Status, outcomes: [String: Int] = [:],
    note: String? = nil
  ) {
    occurrence = wave.occurrence
    zoneIndex = wave.zoneIndex
    zone = wave.zone
    due = wave.instant.timeIntervalSince1970
    self.at = at.timeIntervalSince1970
    self.status = status
    self.outcomes = outcomes
    self.note = note
  }

  /// The wave's key in the job: occurrence and zone.
  public var key: WaveKey { WaveKey(occurrence: occurrence, zoneIndex: zoneIndex) }
}

/// Which wave of a job: occurrence and zone index.
public struct WaveKey: Sendable, Hashable {
  public var occurrence: Int
  public var zoneIndex: Int

  public init(occurrence: Int, zoneIndex: Int) {
    self.occurrence = occurrence
    self.zoneIndex = zoneIndex
  }

  /// `o3-z12`: the stem of the wave's journal and report.
  public var stem: String { "o\(occurrence)-z\(zoneIndex)" }
}

/// Whether a job runs.
public enum JobState: String, Sendable, Codable, CaseIterable {
  case active, paused, cancelled, done
}
