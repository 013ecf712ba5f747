extension RenderCommand {
  /// `fcm-compose render --help`.
  static let usage = """
    usage: fcm-compose render FILE [--platform android|apns|webpush] [--compact]
                              [--audience A.csv|A.jsonl] [--row N | --token T]
    Print the HTTP v1 request body, or what one platform receives.

      --platform android|apns|webpush
                              what that platform receives instead (apple, ios, web work too)
      --compact               one line instead of pretty-printed JSON
      --audience FILE         an audience (CSV or JSON Lines): render one recipient's request,
                              its {{placeholders}} filled in (default: the draft's
                              recipients.audience)
      --row N                 that audience row (from 1; the header is not a row)
      --token T               the audience row holding token T

    FILE may be - for standard input. Output is coloured on a terminal (not with NO_COLOR).
    Problems go to standard error. Exit status: 0 ok, 1 the draft has errors, 2 usage error or
    unreadable input.
    """
}
