import Foundation
import PushCore

/// `fcm-compose scheduler install`: a systemd user service and timer that run
/// `scheduler --once` every minute, or the crontab line that does the same.
enum SchedulerInstall {
  static let unit = "fcm-compose-scheduler"

  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      context.writeOut(SchedulerCommand.usage + "\n")
      return ExitCode.ok
    }
    if let extra = arguments.first(where: { $0 != "--cron" }) {
      return CLI.usageError("unknown \"\(extra)\"", usage: SchedulerCommand.usage, context: context)
    }
    let binary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "fcm-compose"
    let state = SendFiles.stateDirectory(context.environment)
    let hasSystemd = FileManager.default.fileExists(atPath: "/run/systemd/system")
    if arguments.contains("--cron") || !hasSystemd {
      if !hasSystemd {
        context.outputLine("systemd is not running here; add this line with `crontab -e`:")
      }
      context.outputLine(
        "* * * * * \(binary) scheduler --once >> \(state)/scheduler.log 2>&1")
      return ExitCode.ok
    }
    let home = context.environment["HOME"] ?? NSHomeDirectory()
    let config =
      context.environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.config"
    let folder = URL(fileURLWithPath: config + "/systemd/user")
    var environment = ""
    for key in [
      "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "GOOGLE_APPLICATION_CREDENTIALS",
    ] {
      if let value = context.environment[key] { environment += "Environment=\(key)=\(value)\n" }
    }
    let service = """
      [Unit]
      Description=fcm-compose: send the scheduled waves that are due

      [Service]
      Type=oneshot
      \(environment)ExecStart=\(binary) scheduler --once

      """
    let timer = """
      [Unit]
      Description=fcm-compose: run the scheduler every minute

      [Timer]
      OnCalendar=*-*-* *:*:00
      Persistent=true
      AccuracySec=1s

      [Install]
      WantedBy=timers.target

      """
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(
        Data(service.utf8), to: folder.appendingPathComponent(unit + ".service"), mode: 0o644)
      try AtomicFile.write(
        Data(timer.utf8), to: folder.appendingPathComponent(unit + ".timer"), mode: 0o644)
    } catch {
      context.errorLine("fcm-compose scheduler install: cannot write \(folder.path): \(error)")
      return ExitCode.problems
    }
    context.outputLine("wrote \(folder.path)/\(unit).service and \(unit).timer; enable them with:")
    context.outputLine(
      "  systemctl --user daemon-reload && systemctl --user enable --now \(unit).timer")
    context.outputLine(
      "On a server, also run `loginctl enable-linger $USER` so it runs while you are logged out.")
    return ExitCode.ok
  }
}
