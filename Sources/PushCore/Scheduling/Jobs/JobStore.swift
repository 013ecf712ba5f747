import Foundation

/// Scheduled jobs on disk: one folder per job under `$XDG_STATE_HOME/fcm-compose/jobs/`, mode
/// 0700 (drafts and audiences hold registration tokens):
///
/// - `job.json`: the `ScheduledJob`, written once when queued;
/// - `draft.json`: the draft as it was when queued (what every wave sends);
/// - `zones/zN.jsonl`: with a recipient time zone, zone N's audience rows;
/// - `state`: `active`, `paused`, `cancelled` or `done` (replaced atomically);
/// - `runs.jsonl`: a `JobRun` line (fsynced) for each wave sent, missed or failed;
/// - `waves/oK-zN.journal` and `.report.csv`: each wave's campaign journal and report;
/// - `job.lock`: held (flock) by the scheduler running the job.
public struct JobStore: Sendable {
  /// The `jobs` folder.
  public var root: URL

  public init(root: URL) { self.root = root }

  /// The store of the user's state folder.
  public init(environment: [String: String]) {
    root = URL(fileURLWithPath: SendFiles.stateDirectory(environment) + "/jobs")
  }

  public func folder(_ id: String) -> URL { root.appendingPathComponent(id) }
  public func draft(_ id: String) -> URL { folder(id).appendingPathComponent("draft.json") }
  public func slice(_ id: String, zone: Int) -> URL {
    folder(id).appendingPathComponent("zones/z\(zone).jsonl")
  }
  public func journal(_ id: String, _ wave: WaveKey) -> URL {
    folder(id).appendingPathComponent("waves/\(wave.stem).journal")
  }
  public func report(_ id: String, _ wave: WaveKey) -> URL {
    folder(id).appendingPathComponent("waves/\(wave.stem).report.csv")
  }
  /// What `CampaignLock` locks for the job (`job.lock`).
  public func lockBase(_ id: String) -> String { folder(id).appendingPathComponent("job").path }

  /// Writes a new job's folder: the draft copy, the zone slices (by zone index) and the job.
  public func create(_ job: ScheduledJob, draft: Data, slices: [Int: Data]) throws(DraftError) {
    let folder = folder(job.id)
    for sub in ["", "zones", "waves"] {
      do {
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent(sub), withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw .unwritable(path: folder.path, reason: error.localizedDescription)
      }
    }
    try AtomicFile.write(draft, to: self.draft(job.id), mode: 0o600)
    for (zone, data) in slices {
      try AtomicFile.write(data, to: slice(job.id, zone: zone), mode: 0o600)
    }
    try setState(.active, of: job.id)
    // Last: a folder without job.json is a queue that did not finish, and is not listed.
    try AtomicFile.write(
      Self.encode(job), to: folder.appendingPathComponent("job.json"), mode: 0o600)
  }

  /// Every job, oldest first.
  public func list() -> [ScheduledJob] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().compactMap { try? load($0) }
  }

  /// The job `id`.
  public func load(_ id: String) throws(DraftError) -> ScheduledJob {
    let url = folder(id).appendingPathComponent("job.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(path: url.path, reason: "no such job")
    }
    do {
      return try JSONDecoder().decode(ScheduledJob.self, from: data)
    } catch {
      throw .unreadable(path: url.path, reason: "not a job file: \(error)")
    }
  }

  public func state(of id: String) -> JobState {
    let url = folder(id).appendingPathComponent("state")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return JobState(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .active
  }

  public func setState(_ state: JobState, of id: String) throws(DraftError) {
    try AtomicFile.write(
      Data((state.rawValue + "\n").utf8), to: folder(id).appendingPathComponent("state"),
      mode: 0o600)
  }

  /// What was recorded, in order; a torn last line (a kill while writing) is left out.
  public func runs(of id: String) -> [JobRun] {
    let url = folder(id).appendingPathComponent("runs.jsonl")
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? JSONDecoder().decode(JobRun.self, from: Data($0))
    }
  }

  /// Appends `run` and syncs it to disk.
  public func record(_ run: JobRun, of id: String) throws(SendError) {
    let path = folder(id).appendingPathComponent("runs.jsonl").path
    let file = try AppendOnlyFile(path: path, truncate: false)
    // A line torn by a kill is ended first, so this record stays readable.
    if let data = FileManager.default.contents(atPath: path), let last = data.last,
      last != UInt8(ascii: "\n")
    {
      file.append("\n")
    }
    file.append(String(decoding: Self.encode(run), as: UTF8.self) + "\n")
    guard file.sync() else {
      throw .output(path: path, reason: file.failure ?? "cannot write")
    }
  }

  /// A new job id: the queue time (UTC) and four random hex digits.
  public static func newID(now: Date) -> String {
    let (day, time) = ZonedTime.wallClock(now, in: ScheduleText.utc)
    let stamp =
      day.description.replacingOccurrences(of: "-", with: "")
      + "-" + time.description.replacingOccurrences(of: ":", with: "")
    return stamp + "-" + String(format: "%04x", UInt16.random(in: 0...UInt16.max))
  }

  static func encode<T: Encodable>(_ value: T) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)) ?? Data()
  }
}
