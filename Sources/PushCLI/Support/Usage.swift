import Foundation

/// The top-level help text.
enum Usage {
  static let version = "0.1.0"

  /// The composer's own forms, before the command list.
  static let synopsis = """
    usage: fcm-compose [FILE | DIR | --example [NAME]] [--profile NAME] [--theme NAME]
           fcm-compose COMMAND [ARGS...]
    """

  /// `fcm-compose --help` and `fcm-compose help`: the composer's forms, then every command
  /// and manual topic (from the registry and the manual), the environment and exit statuses.
  static var text: String {
    let commands = CLI.listedCommands.map { ($0.name, $0.usage.summary) }
    let topics = ManualTopic.all.map { ($0.name, $0.title) }
    return """
      fcm-compose \(version): compose, check and send Firebase Cloud Messaging notifications.

      \(synopsis)

        fcm-compose [FILE]        open the composer on FILE (created on save), or a new draft
        fcm-compose DIR           the drafts workspace: every draft under DIR (plain
                                  fcm-compose opens it too in a folder that holds drafts)
        fcm-compose --example [NAME]
                                  the composer on a built-in sample: spring-sale (default) or
                                  live-activity

      COMMANDS
      \(table(commands))

      HELP TOPICS (fcm-compose help TOPIC)
      \(table(topics))

      fcm-compose COMMAND --help (or fcm-compose help COMMAND) shows a command's options;
      fcm-compose help --man prints all of it as a man page (man fcm-compose after .ci/install);
      fcm-compose completion bash|zsh|fish prints a shell completion script.

      FILE may be - for standard input. A plain request body {"message": {...}} is a valid draft.

      \(environment)
      EXIT STATUS
        0 ok   1 problems found or a send failed   2 usage error or unreadable input
      """
  }

  /// Name and text in two columns, indented.
  static func table(_ rows: [(String, String)]) -> String {
    rows.map { name, text in
      "  " + name.padding(toLength: max(name.count + 2, 14), withPad: " ", startingAt: 0) + text
    }.joined(separator: "\n")
  }

  static let environment = """
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
      SSL_CERT_FILE, CURL_CA_BUNDLE the CA certificates send and doctor trust (--ca-file wins)
      HTTPS_PROXY, ALL_PROXY, NO_PROXY
                                    the proxy for send and doctor, read as curl reads them

    """
}
