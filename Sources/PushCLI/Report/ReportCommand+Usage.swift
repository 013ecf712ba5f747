import PushCore

extension ReportCommand {
  /// `fcm-compose report --help`.
  static let usage = """
    usage: fcm-compose report [--app ANDROID_APP_ID] [--label L]... [--since DATE] [--days N]
                              [--json|--csv] [credential options]
    Show what became of accepted messages, per label and day.
      --app ID                 the Firebase Android app (default: the profile's android_app_id,
                               else the project's only Android app; several are listed)
      --label L                only this analytics label (repeatable; "" is the unlabelled sends)
      --since DATE             from this day on (YYYY-MM-DD; FCM counts America/Los_Angeles days)
      --days N                 the last N days, today included (with --since: N days from DATE)
      --json                   FCM's entries as JSON: {"appId": …, "androidDeliveryData": [...]}
      --csv                    one line per label and day with every figure, as FCM wrote it
      --profile NAME           project, credentials and android_app_id from config.toml
      --credentials FILE       a credentials file (any Application Default Credentials type)
      --access-token TOKEN     a token with the cloud-platform scope
      --project ID             the Firebase project
      --quota-project ID       sent as x-goog-user-project (user credentials need one)
      --data-endpoint URL      the FCM Data API (default: $FCM_DATA_ENDPOINT or
                               \(ReportAPI.data.production))
      --firebase-endpoint URL  the Firebase Management API (default: $FIREBASE_ENDPOINT or
                               \(ReportAPI.firebase.production))
      --allow-endpoint HOST    a host besides Google's and loopback that may receive the token
      --ca-file FILE           trust the certificates in FILE (default: $SSL_CERT_FILE,
                               $CURL_CA_BUNDLE, then the system's)
      --timeout SECONDS        per request (default 30)
    From the FCM Data API (Android only): accepted, delivered, pending, collapsed, each drop
    reason and delayed, with a bar. FCM publishes a day's figures a day or more later; a
    figure it did not report shows as –.
    Exit status: 0 ok (also when there is no data yet), 1 the API refused or failed, 2 usage
    error or several apps to choose from. Columns: `fcm-compose help reports`.
    """
}
