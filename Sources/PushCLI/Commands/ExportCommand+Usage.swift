extension ExportCommand {
  /// `fcm-compose export --help`.
  static let usage = """
    usage: fcm-compose export FILE --as curl|node|python|go|apns [--project ID] [--token T]
                              [--endpoint URL] [--bundle ID] [--output PATH]
                              [--audience FILE] [--row N]
    Write the message as curl, Admin SDK code or an .apns file.

      --as curl|node|python|go|apns
                              the format (required)
      --project ID            the project in the URL (default: a placeholder)
      --token T               the registration token (default: the draft's, or a placeholder)
      --endpoint URL          the FCM endpoint (default: $FCM_ENDPOINT or production)
      --bundle ID             the app's bundle id for --as apns
      --output PATH           write the file (mode 0600) instead of standard output
      --audience FILE         a personalized draft's audience (default: the draft's own)
      --row N                 which audience row fills the {{placeholders}} (default 1)

    Problems in the draft go to standard error and make the exit status 1; the export is still
    written.
    """
}
