/// The top-level help text.
enum Usage {
  static let version = "0.1.0"

  static let text = """
    fcm-compose \(version): compose, check and send Firebase Cloud Messaging notifications.

    USAGE
      fcm-compose [FILE] [--profile NAME] [--theme NAME]
                                    open the composer on FILE (created on save), or a new draft
      fcm-compose DIR               the drafts workspace: every draft under DIR, checked, with
                                    preview, filter, sort, compare, new, duplicate, rename, delete
                                    (plain fcm-compose opens it too in a folder that holds drafts)
      fcm-compose --example [NAME]  open the composer on a built-in sample draft:
                                    spring-sale (default) or live-activity
      fcm-compose render FILE [--platform android|apns|webpush] [--compact]
                                    print the HTTP v1 request body, or what one platform receives
      fcm-compose validate FILE... [--json] [--strict]
                                    list problems: FILE: severity: JSON path: message
      fcm-compose validate FILE|DIR... [--format text|json|github|sarif] [--strict]
                                    every draft under DIR: problems at file:line:column, then a
                                    summary table and the largest payloads; github annotations
                                    or SARIF 2.1.0 for CI
      fcm-compose new NAME [--template T]
                                    a new draft file from a template (default: notification)
      fcm-compose templates [--json]
                                    the built-in, user and workspace templates
      fcm-compose send FILE [--dry-run] [--token T]... [--tokens-file F] [--topic T]
                       [--condition C] [--credentials SA.json] [--project ID]
                       [--endpoint URL] [--profile NAME] [--concurrency N] [--report FILE]
                       [--resume]
                                    send through the FCM HTTP v1 API (--rate N/s paces it)
      fcm-compose schedule DRAFT [--at TIME] [--time-zone Z | --recipient-time-zone COL]
                           [--every day|weekday|mon,wed] [send options]
                                    queue a send for later; schedule list|show|cancel|pause|resume
      fcm-compose scheduler [--once] [--grace D] | scheduler install
                                    send the waves that are due (foreground, or once for cron)
      fcm-compose export FILE --as curl|node|python|go|apns [--project ID] [--token T]
                         [--bundle ID] [--output PATH]
                                    the same message as a curl command, Admin SDK code, or an
                                    .apns file for the iOS Simulator
      fcm-compose doctor [--profile NAME] [--credentials FILE] [--project ID]
                                    which credentials send would use, and a dry run that
                                    proves them (each failure says what to run next)
      fcm-compose fields [--json] [--platform P] [--console]
                                    every FCM v1 field the composer knows
      fcm-compose themes            list themes;  fcm-compose themes check FILE|DIR...
      fcm-compose --help | --version

    FILE may be - for standard input. A plain request body {"message": {...}} is a valid draft.

    ENVIRONMENT
      FCM_COMPOSE_NOW=SECONDS       use this Unix time as "now" (only when set): render turns the
                                    draft's Expires option into apns-expiration from it, and
                                    validate judges apns-expiration against it; for reproducible
                                    output in scripts and tests
      NO_COLOR                      no colour (render output; the composer keeps focus visible
                                    with reverse and bold)
      GOOGLE_APPLICATION_CREDENTIALS, FCM_ACCESS_TOKEN, FCM_ENDPOINT, GOOGLE_CLOUD_PROJECT,
      GOOGLE_CLOUD_QUOTA_PROJECT, CLOUDSDK_CONFIG, GCE_METADATA_HOST, GCE_METADATA_IP,
      NO_GCE_CHECK                  credentials, project and endpoint for send and doctor
                                    (see send --help)
      FCM_COMPOSE_THEME             the composer's theme when --theme is not given

    EXIT STATUS
      0 ok   1 problems found or a send failed   2 usage error or unreadable input

    RENDERING NOTES (open questions in the FCM docs, and the reading chosen)
      android.data and webpush.data replace message.data when present; overrides merge key by
      key; payload sizes count the compact JSON of notification + data (Android, web) or of the
      APNs payload (Apple), without FCM's own keys (about 100 bytes more).
    """
}
