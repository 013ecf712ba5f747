extension SchedulerCommand {
  /// `fcm-compose scheduler --help`.
  static let usage = """
    usage: fcm-compose scheduler [--once] [--grace DURATION] | scheduler install [--cron]
    Send the waves of scheduled jobs when they are due.
      --once              run what is due now, then exit (for cron or a systemd timer)
      --grace DURATION    send waves up to this late (default: each job's, 1h); later: missed
      install             write a systemd user service and timer that run `scheduler --once`
                          every minute (or print the crontab line where systemd is absent)
      install --cron      print the crontab line even where systemd runs
    Exit status: 0 ok, 1 a wave could not be sent, 2 usage error.
    Jobs come from fcm-compose schedule; the scheduler logs to stderr, and SIGTERM or Ctrl-C
    finishes the requests in flight and exits. Without --once it runs in the foreground.
    """
}
