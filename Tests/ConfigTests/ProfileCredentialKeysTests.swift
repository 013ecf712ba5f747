import Config
import Testing

/// The credential keys of a profile: `quota_project` and `allow_endpoint`.
@Suite struct ProfileCredentialKeysTests {
  @Test func quotaProjectAndAllowedHostsAreRead() throws {
    let config = try ProfileConfig.parse(
      """
      [profiles.dev]
      quota_project = "shop-dev"
      allow_endpoint = "fcm-proxy.corp.example, *.emulators.example"
      """, path: "config.toml")
    let dev = try #require(config.profile(named: "dev"))
    #expect(dev.quotaProject == "shop-dev")
    #expect(dev.allowEndpoint == ["fcm-proxy.corp.example", "*.emulators.example"])
  }

  @Test func aURLInAllowEndpointIsRefusedWithItsPlace() {
    let error = #expect(throws: ConfigError.self) {
      try ProfileConfig.parse(
        """
        [profiles.dev]
        allow_endpoint = "https://fcm-proxy.corp.example/v1"
        """, path: "config.toml")
    }
    #expect(error?.description.contains("config.toml:2:") == true)
    #expect(error?.description.contains("host names") == true)
  }

  @Test func aMisspeltKeySuggestsTheRightOne() {
    let error = #expect(throws: ConfigError.self) {
      try ProfileConfig.parse("[profiles.dev]\nquota_projet = \"x\"\n", path: "config.toml")
    }
    #expect(error?.description.contains("quota_project") == true)
  }
}
