import Foundation

/// Where a job stands at a moment: the waves to send now, the ones to mark missed, and the
/// next one. Computed from the plan and what was recorded, never from when the last wave
/// finished, so a scheduler that restarts, runs late or twice reaches the same answer.
public struct JobAgenda: Sendable, Equatable {
  /// Waves whose time has come (within the grace window, or already begun): send them.
  public var due: [ScheduleWave] = []
  /// Waves whose time passed more than the grace window ago and never began.
  public var missed: [ScheduleWave] = []
  /// The first wave still in the future.
  public var next: ScheduleWave?
  /// Every wave of the plan is recorded (or the plan has no wave left).
  public var finished: Bool { due.isEmpty && missed.isEmpty && next == nil }

  /// The agenda of `job` at `now`. `recorded` are the waves already run or missed; `began`
  /// says whether a wave's campaign has a journal (it is finished, whatever the time).
  public init(
    job: ScheduledJob, schedule: Schedule, recorded: Set<WaveKey>, now: Date, grace: Double,
    began: (WaveKey) -> Bool
  ) {
    schedule.walkDays { occurrence, day in
      // Waves of one day span about 26 hours, so the next day's first waves can come before
      // this day's last: walk on until a day whose every wave is still ahead.
      var anyPast = false
      for wave in schedule.waves(occurrence: occurrence, on: day, zones: job.zones) {
        let key = WaveKey(occurrence: occurrence, zoneIndex: wave.zoneIndex)
        if wave.instant > now {
          if next == nil || wave.instant < (next?.instant ?? wave.instant) { next = wave }
          continue
        }
        anyPast = true
        if recorded.contains(key) { continue }
        if began(key) || now.timeIntervalSince(wave.instant) <= grace {
          due.append(wave)
        } else {
          missed.append(wave)
        }
      }
      return anyPast
    }
    due.sort { ($0.instant, $0.zone) < ($1.instant, $1.zone) }
  }
}
