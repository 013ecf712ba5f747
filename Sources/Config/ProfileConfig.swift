import Foundation

/// The profiles in `$XDG_CONFIG_HOME/fcm-compose/config.toml` (default `~/.config`):
///
/// ```toml
/// default_profile = "staging"
///
/// [profiles.staging]
/// project = "shop-staging"
/// credentials = "~/keys/shop-staging.json"
///
/// [profiles.prod]
/// project = "shop-prod"
/// access_token_command = "gcloud auth print-access-token"
/// theme = "harbor"
/// confirm = "type-project-id"
/// ```
///
/// Read with the same TOML subset as themes, so app configuration and themes share one parser
/// (this is why it lives in TermUI: the composer and the CLI both read it). Any mistake
/// rejects the whole file with its line and column: a misspelt `read_only` must never leave a
/// production profile writable.
public struct ProfileConfig: Sendable, Equatable {
  /// `default_profile`, if set.
  public var defaultProfile: String?
  /// `emoji_width = 1 | 2 | "auto"`: how many cells the terminal draws "❄️" in; nil (auto, or
  /// unset) asks the terminal at start-up.
  public var emojiWidth: Int?
  /// Profiles in file order.
  public var profiles: [Profile]

  /// Creates a configuration.
  public init(defaultProfile: String? = nil, profiles: [Profile] = []) {
    self.defaultProfile = defaultProfile
    self.profiles = profiles
  }

  /// The profile called `name`.
  public func profile(named name: String) -> Profile? { profiles.first { $0.name == name } }

  /// The keys a profile table may have.
  public static let profileKeys = [
    "project", "credentials", "access_token_command", "endpoint", "theme", "read_only", "confirm",
    "quota_project", "allow_endpoint", "android_app_id", "duplicate_window",
  ]

  /// The `[keys]` table: key bindings, read by the composer's keymap, not here.
  public static let keysTable = "keys"

  /// The file for an environment (`XDG_CONFIG_HOME`, else `HOME/.config`).
  public static func url(environment: [String: String]) -> URL? {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("fcm-compose/config.toml")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".config/fcm-compose/config.toml")
  }

  /// Reads the file for `environment`: an empty configuration when there is none.
  public static func load(environment: [String: String]) throws(ConfigError) -> ProfileConfig {
    guard let url = url(environment: environment),
      FileManager.default.fileExists(atPath: url.path)
    else { return ProfileConfig() }
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ConfigError(path: url.path, position: nil, message: "cannot read: \(error)")
    }
    return try parse(
      text, path: url.path, directory: url.deletingLastPathComponent().path,
      home: environment["HOME"])
  }

  /// Parses the text of a configuration file. Relative credential paths are resolved against
  /// `directory`, `~/` against `home`.
  public static func parse(
    _ text: String, path: String, directory: String = "/", home: String? = nil
  ) throws(ConfigError) -> ProfileConfig {
    let document: TOMLDocument
    do {
      document = try TOMLParser.parse(text)
    } catch {
      throw ConfigError(path: path, position: error.position, message: error.reason)
    }
    let reader = ProfileTableReader(path: path, directory: directory, home: home)
    var config = ProfileConfig()
    for section in document.sections where section.name != keysTable {
      config.profiles.append(try reader.profile(section, entries: document.entries))
    }
    for entry in document.entries(in: nil) {
      switch entry.key {
      case "default_profile": config.defaultProfile = try reader.string(entry)
      case "emoji_width": config.emojiWidth = try emojiWidth(entry, path: path)
      default: throw reader.unknown(entry, among: ["default_profile", "emoji_width"])
      }
    }
    if let name = config.defaultProfile, config.profile(named: name) == nil {
      let entry = document.entries(in: nil).first { $0.key == "default_profile" }
      throw ConfigError(
        path: path, position: entry?.valuePosition,
        message: "default_profile \"\(name)\" has no [profiles.\(name)] table")
    }
    return config
  }

  /// `emoji_width`: 1, 2 or "auto" (nil).
  private static func emojiWidth(_ entry: TOMLEntry, path: String) throws(ConfigError) -> Int? {
    switch entry.value {
    case .integer(let n) where n == 1 || n == 2: return n
    case .string("auto"): return nil
    default:
      throw ConfigError(
        path: path, position: entry.valuePosition,
        message: "emoji_width must be 1, 2 or \"auto\" (how many cells the terminal draws ❄️ in)")
    }
  }
}
