extension DoctorCommand {
  /// `fcm-compose doctor --help`.
  static let usage = """
    usage: fcm-compose doctor [--profile NAME] [--credentials FILE] [--access-token TOKEN]
                              [--project ID] [--quota-project ID] [--endpoint URL]
                              [--allow-endpoint HOST]... [--ca-file FILE] [--timeout SECONDS]
                              [--app ID] [--data-endpoint URL] [--firebase-endpoint URL]
    Show which credentials send would use, and prove them.

      --profile NAME          a [profiles.NAME] table of config.toml
      --credentials FILE      a credentials file (default: the lookup order of Google's
                              client libraries, as send uses it)
      --access-token TOKEN    an OAuth access token instead
      --project ID            the project (default: the credential's)
      --quota-project ID      sent as x-goog-user-project (user credentials need one)
      --endpoint URL          the FCM endpoint (default: $FCM_ENDPOINT or production)
      --allow-endpoint HOST   also send tokens to HOST (repeatable)
      --ca-file FILE          trust the certificates in FILE (default: $SSL_CERT_FILE,
                              $CURL_CA_BUNDLE, then the system's)
      --timeout SECONDS       per request (default 30)
      --app ID                the Android app whose delivery data the Data API check reads
                              (default: the profile's android_app_id, or the project's only one)
      --data-endpoint URL     the FCM Data API (default: $FCM_DATA_ENDPOINT or production)
      --firebase-endpoint URL the Firebase Management API (default: $FIREBASE_ENDPOINT or
                              production)

    Prints, a line each: the credential and where it was found, the account and type, the
    project and where it came from, the endpoint, the CA file and proxy in use, then gets a
    token and asks FCM to validate a tiny message to a dummy token. Each failure says what to
    run next. Nothing is delivered and no secret is printed. Then says whether the FCM Data
    API answers for the project (fcm-compose report; it does not change the exit status).
    Exit status: 0 the credentials work, 1 they do not, 2 usage error.
    """
}
