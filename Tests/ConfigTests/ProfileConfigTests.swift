import Config
import Foundation
import TestSupport
import Testing

/// `config.toml` profiles: the documented example, and every mistake reported with its line
/// and column (never silently ignored).
@Suite struct ProfileConfigTests {
  private let example = """
    # fcm-compose profiles
    default_profile = "staging"

    [profiles.staging]
    project = "shop-staging"
    credentials = "keys/staging.json"
    endpoint = "http://127.0.0.1:8080"

    [profiles.prod]
    project = "shop-prod"
    access_token_command = "gcloud auth print-access-token"
    theme = "harbor"
    confirm = "type-project-id"

    [profiles.audit]
    project = "shop-prod"
    credentials = "~/keys/audit.json"
    read_only = true
    """

  @Test func readsTheDocumentedExample() throws {
    let config = try ProfileConfig.parse(
      example, path: "/c/config.toml", directory: "/c", home: "/home/dev")
    #expect(config.defaultProfile == "staging")
    #expect(config.profiles.map(\.name) == ["staging", "prod", "audit"])
    let staging = try #require(config.profile(named: "staging"))
    #expect(staging.credentials == "/c/keys/staging.json")
    #expect(staging.endpoint == "http://127.0.0.1:8080")
    #expect(!staging.isProduction)
    let prod = try #require(config.profile(named: "prod"))
    #expect(prod.accessTokenCommand == "gcloud auth print-access-token")
    #expect(prod.confirm == .typeProjectID)
    #expect(prod.theme == "harbor")
    #expect(prod.isProduction)
    let audit = try #require(config.profile(named: "audit"))
    #expect(audit.credentials == "/home/dev/keys/audit.json")
    #expect(audit.readOnly && audit.isProduction)
    #expect(Profile(name: "eu-production").isProduction)
  }

  @Test(arguments: [
    (
      "[profiles.p]\nread_only = \"yes\"\n",
      "/c/config.toml:2:13: read_only must be true or false, not a string"
    ),
    (
      "[profiles.p]\nprojet = \"x\"\n",
      "/c/config.toml:2:1: unknown key \"projet\" in [profiles.p] (did you mean \"project\"?)"
    ),
    (
      "[profiles.p]\nconfirm = \"yes\"\n",
      "/c/config.toml:2:11: confirm must be \"type-project-id\", not \"yes\""
    ),
    (
      "[profile.p]\n", "/c/config.toml:1:2: unknown table [profile.p]; profiles are [profiles.NAME]"
    ),
    (
      "default_profile = \"prod\"\n[profiles.p]\n",
      "/c/config.toml:1:19: default_profile \"prod\" has no [profiles.prod] table"
    ),
    (
      "emoji_width = 3\n",
      "/c/config.toml:1:15: emoji_width must be 1, 2 or \"auto\" (how many cells the terminal draws ❄️ in)"
    ),
    (
      "[profiles.p]\nproject = [\"a\"]\n",
      "/c/config.toml:2:11: arrays are not supported; use a quoted string"
    ),
    (
      "[profiles.p]\ncredentials = \"a\"\naccess_token_command = \"b\"\n",
      "/c/config.toml:1:2: [profiles.p] has both credentials and access_token_command; keep one"
    ),
  ])
  func mistakesAreReportedWithTheirPosition(text: String, message: String) {
    #expect(throws: ConfigError.self) { try ProfileConfig.parse(text, path: "/c/config.toml") }
    do {
      _ = try ProfileConfig.parse(text, path: "/c/config.toml")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func loadsFromXDGConfigHomeAndIsEmptyWithoutAFile() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-config")
    let dir = scratch.url
    #expect(try ProfileConfig.load(environment: ["XDG_CONFIG_HOME": dir.path]) == ProfileConfig())
    let file = dir.appendingPathComponent("fcm-compose/config.toml")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try example.write(to: file, atomically: true, encoding: .utf8)
    let config = try ProfileConfig.load(environment: ["XDG_CONFIG_HOME": dir.path, "HOME": "/h"])
    #expect(
      config.profile(named: "staging")?.credentials == file.deletingLastPathComponent().path
        + "/keys/staging.json")
  }

  @Test(
    arguments: [
      ("emoji_width = 2", 2), ("emoji_width = 1", 1), ("emoji_width = \"auto\"", nil), ("", nil),
    ] as [(String, Int?)])
  func emojiWidthOverridesTheProbe(text: String, width: Int?) throws {
    #expect(try ProfileConfig.parse(text, path: "config.toml").emojiWidth == width)
  }
}
