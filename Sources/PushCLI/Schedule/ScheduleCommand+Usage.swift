extension ScheduleCommand {
  /// `fcm-compose schedule --help`.
  static let usage = """
    usage: fcm-compose schedule DRAFT [--at TIME] [--time-zone Z | --recipient-time-zone COL]
             [--every ...] [send options]
           fcm-compose schedule list|show ID|cancel ID|pause ID|resume ID
    Queue a draft to send later; list, pause or cancel queued jobs.
      --at TIME                 "2026-12-08 09:00", or "09:00" (the next 09:00)
      --time-zone ZONE          an IANA zone (default: the draft's, else the local zone)
      --recipient-time-zone COL each audience row at its own zone, from column COL
      --default-time-zone ZONE  with --recipient-time-zone: rows without a zone (default UTC)
      --every day|weekday|mon,wed,...  recurring; the first send is --at's day or the next match
      --until DATE              recurring: the last day (YYYY-MM-DD)
      --count N                 recurring: stop after N sends
      --grace DURATION          send a wave up to this late (default 1h); later: missed
      --json                    list/show: JSON
    Send options (--audience, --tokens-file, --credentials, --rate, …) go to every wave's
    `fcm-compose send`. The draft (and a recipient-zone audience) is copied when queued.
    """
}
