/// One `[profiles.NAME]` table of `config.toml`: a Firebase project to send to and how.
///
/// Profiles hold paths and commands, never secrets: `credentials` names a credentials file
/// (any Application Default Credentials type) and `access_token_command` a command that
/// prints an access token.
public struct Profile: Sendable, Equatable {
  /// How a profile asks for confirmation before a topic or condition send.
  public enum Confirmation: String, Sendable, Equatable, CaseIterable {
    /// The user types the project id to enable Send.
    case typeProjectID = "type-project-id"
  }

  /// The name after `profiles.`.
  public var name: String
  /// The Firebase project id (else the key file's `project_id`).
  public var project: String?
  /// A service-account key file (absolute, `~` and paths relative to the config file resolved).
  public var credentials: String?
  /// A command run with `/bin/sh -c` whose trimmed standard output is an access token.
  public var accessTokenCommand: String?
  /// The FCM endpoint (default `https://fcm.googleapis.com`).
  public var endpoint: String?
  /// The quota project sent as `x-goog-user-project` (user credentials need one).
  public var quotaProject: String?
  /// Hosts besides `*.googleapis.com` and loopback that may receive tokens (a proxy or an
  /// emulator): `allow_endpoint = "fcm-proxy.example.com"`, several separated by commas.
  public var allowEndpoint: [String]
  /// The theme used while the profile is active.
  public var theme: String?
  /// Dry runs only: the composer refuses test and campaign sends.
  public var readOnly: Bool
  /// The confirmation topic and condition sends need.
  public var confirm: Confirmation?
  /// The Firebase Android app whose delivery data `fcm-compose report` and the history
  /// screen read (`1:1234:android:abcd`); without it the project's only Android app is used.
  public var androidAppID: String?
  /// Seconds a finished campaign counts for the duplicate-send guard
  /// (`duplicate_window = "24h"`; nil: the default, 24 hours; 0: off).
  public var duplicateWindow: Double?

  /// Creates a profile.
  public init(
    name: String, project: String? = nil, credentials: String? = nil,
    accessTokenCommand: String? = nil, endpoint: String? = nil, theme: String? = nil,
    readOnly: Bool = false, confirm: Confirmation? = nil, quotaProject: String? = nil,
    allowEndpoint: [String] = []
  ) {
    self.name = name
    self.project = project
    self.credentials = credentials
    self.accessTokenCommand = accessTokenCommand
    self.endpoint = endpoint
    self.theme = theme
    self.readOnly = readOnly
    self.confirm = confirm
    self.quotaProject = quotaProject
    self.allowEndpoint = allowEndpoint
  }

  /// Whether the profile looks like production: read-only, confirmation required, or a name
  /// containing "prod". The status bar marks such profiles with
  /// `ui.statusline.profile.production`.
  public var isProduction: Bool {
    readOnly || confirm != nil || name.lowercased().contains("prod")
  }
}
