import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// `fcm-compose report` against the fake Data and Management APIs (Tests/FakeFCM/fake_data.py):
/// every page read, filters, JSON and CSV equal to the fixtures, the table, app discovery and
/// the explained refusals.
@Suite("fcm-compose report", .serialized)
struct ReportCommandTests {
  /// 2026-12-05 12:00 in Los Angeles: the fixtures run from 2026-11-28 to 2026-12-05.
  static let now = "1796500800"

  private func run(_ server: FakeFCMServer, _ arguments: [String], env: [String: String] = [:])
    async -> CLIResult
  {
    var environment = server.reportEnvironment
    environment["FCM_COMPOSE_NOW"] = Self.now
    environment["NO_GCE_CHECK"] = "true"
    environment.merge(env) { $1 }
    return await CLIHarness.run(
      ["report", "--credentials", server.serviceAccountPath] + arguments,
      environment: environment)
  }

  private func entries(_ json: String) throws -> [JSONValue] {
    let root = try JSONParser.parse(json)
    return root.objectValue?["androidDeliveryData"]?.arrayValue ?? []
  }

  private func key(_ entry: JSONValue) -> String {
    let o = entry.objectValue
    let d = o?["date"]?.objectValue
    let day = ["year", "month", "day"].map { d?[$0]?.numberValue?.text ?? "?" }
    return (o?["analyticsLabel"]?.stringValue ?? "?") + "@" + day.joined(separator: "-")
  }

  @Test func readsEveryPageAndGivesBackTheFixturesUnchanged() async throws {
    let server = try FakeFCMServer()
    let result = await run(server, ["--app", FakeFCMServer.shopApp, "--json"])
    #expect(result.status == 0, "\(result.err)")
    let got = try entries(result.out)
    let fixtures = try FakeFCMServer.fixtureEntries(FakeFCMServer.shopApp)
    #expect(got.count == fixtures.count)
    #expect(Set(got) == Set(fixtures))
    let pages = try await server.dataRequests().filter { $0["api"] == "data" }
    // 11 entries, at most 4 a page: three requests, each after the first with the token of
    // the one before.
    #expect(pages.count == 3)
    #expect(pages.first?["query"]?.contains("pageToken") == false)
    #expect(pages.dropFirst().allSatisfy { $0["query"]?.contains("pageToken=") == true })
    #expect(
      pages.allSatisfy {
        $0["path"] == "/v1beta1/projects/demo-project/androidApps/\(FakeFCMServer.shopApp)"
          + "/deliveryData"
      })
  }

  @Test func smallPagesAreFollowedToTheEnd() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"data_page_limit": 1}"#)
    let result = await run(server, ["--app", FakeFCMServer.shopApp, "--csv"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.split(separator: "\n").count == 1 + 11)
    #expect(try await server.dataRequests().filter { $0["api"] == "data" }.count == 11)
  }

  @Test func filtersByLabelAndDay() async throws {
    let server = try FakeFCMServer()
    let app = ["--app", FakeFCMServer.shopApp, "--json"]
    let since = await run(
      server, app + ["--label", "spring_sale", "--since", "2026-11-29", "--days", "3"])
    #expect(try entries(since.out).map(key) == ["spring_sale@2026-11-29", "spring_sale@2026-12-1"])
    let lastTwo = await run(server, app + ["--days", "2"])
    #expect(
      try entries(lastTwo.out).map(key) == [
        "flash_sale@2026-12-4", "flash_sale@2026-12-5", "weekly_digest@2026-12-4",
      ])
    let unlabelled = await run(server, app + ["--label", ""])
    #expect(try entries(unlabelled.out).map(key) == ["@2026-12-1", "@2026-12-2"])
    let twoLabels = await run(server, app + ["--label", "flash_sale", "--label", "weekly_digest"])
    #expect(try entries(twoLabels.out).count == 5)
    let none = await run(server, ["--app", FakeFCMServer.shopApp, "--label", "nope"])
    #expect(none.status == 0)
    #expect(none.out.isEmpty)
    #expect(none.err.contains("No delivery data for app \(FakeFCMServer.shopApp) and label nope"))
  }

  @Test func csvHoldsEveryFigureAsTheFixturesWriteIt() async throws {
    let server = try FakeFCMServer()
    let result = await run(server, ["--app", FakeFCMServer.shopApp, "--csv"])
    #expect(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    #expect(header == DeliveryReport.csvHeader)
    var fixtures: [String: JSONValue] = [:]
    for entry in try FakeFCMServer.fixtureEntries(FakeFCMServer.shopApp) {
      fixtures[key(entry)] = entry
    }
    for line in lines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let parts = cells[1].split(separator: "-").compactMap { Int($0) }.map(String.init)
      let entry = try #require(fixtures[cells[2] + "@" + parts.joined(separator: "-")], "\(line)")
      #expect(cells[0] == FakeFCMServer.shopApp)
      let data = entry.objectValue?["data"]?.objectValue ?? [:]
      for (index, metric) in DeliveryMetric.allCases.enumerated() {
        let (group, name) = metric.apiPath
        let holder = group.map { data[$0]?.objectValue ?? [:] } ?? data
        let expected = holder[name].map { $0.stringValue ?? $0.numberValue?.text ?? "?" } ?? ""
        #expect(cells[3 + index] == expected, "\(metric) of \(line)")
      }
    }
    #expect(lines.count == 1 + fixtures.count)
  }

  @Test func tableShowsEachLabelsDaysWithGapsAndPartialData() async throws {
    let server = try FakeFCMServer()
    let args = ["--app", FakeFCMServer.shopApp]
    let result = await run(server, args)
    #expect(result.status == 0, "\(result.err)")
    Golden.assertMatches(
      Golden.transcript(["report", "--credentials", "SA.json"] + args, result), "report-table.txt")
    #expect(result.out.contains("2026-11-30  no data for this day"))
    #expect(result.out.contains("no outcome reported"))
  }

  @Test func discoversTheOnlyAppAndListsSeveral() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"android_apps": 1}"#)
    let one = await run(server, ["--json"])
    #expect(one.status == 0, "\(one.err)")
    #expect(one.out.contains("\"appId\": \"\(FakeFCMServer.shopApp)\""))
    #expect(try entries(one.out).count == 11)
    try await server.configure(#"{"android_apps": 2}"#)
    let two = await run(server, [])
    #expect(two.status == 2)
    #expect(two.out.isEmpty)
    #expect(two.err.contains("has 2 Android apps; choose one with --app"))
    #expect(two.err.contains("\(FakeFCMServer.betaApp)  com.example.shop.beta  (Shop beta)"))
    let apps = try await server.dataRequests().filter { $0["api"] == "firebase" }
    #expect(apps.last?["path"] == "/v1beta1/projects/demo-project/androidApps")
  }

  @Test func profileNamesTheApp() async throws {
    let server = try FakeFCMServer()
    let config = server.directory.appendingPathComponent("config/fcm-compose/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    [profiles.beta]
    project = "demo-project"
    credentials = "\(server.serviceAccountPath)"
    android_app_id = "\(FakeFCMServer.betaApp)"
    """.write(to: config, atomically: true, encoding: .utf8)
    let result = await CLIHarness.run(
      ["report", "--profile", "beta", "--csv"],
      environment: server.reportEnvironment.merging([
        "XDG_CONFIG_HOME": server.directory.path + "/config", "NO_GCE_CHECK": "true",
      ]) { $1 })
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.split(separator: "\n").count == 1 + 3)
    #expect(result.out.contains("beta_launch"))
    #expect(try await server.dataRequests().allSatisfy { $0["api"] == "data" })
  }

  @Test func explainsA403() async throws {
    let server = try FakeFCMServer()
    let args = ["--app", FakeFCMServer.shopApp]
    try await server.configure(#"{"data_error": {"api": "data", "kind": "disabled"}}"#)
    let disabled = await run(server, args)
    #expect(disabled.status == 1)
    #expect(disabled.out.isEmpty)
    #expect(disabled.err.contains("The FCM Data API (fcmdata.googleapis.com) is not enabled"))
    #expect(
      disabled.err.contains("gcloud services enable fcmdata.googleapis.com --project demo-project"))
    #expect(disabled.err.contains("console.developers.google.com/apis/api/fcmdata.googleapis.com"))
    try await server.configure(#"{"data_error": {"api": "data", "kind": "denied"}}"#)
    let denied = await run(server, args)
    #expect(denied.status == 1)
    #expect(denied.err.contains("Permission denied by the FCM Data API"))
    #expect(denied.err.contains("roles/firebase.viewer"))
    try await server.configure(#"{"data_error": {"api": "firebase", "kind": "disabled"}}"#)
    let listing = await run(server, [])
    #expect(listing.status == 1)
    #expect(listing.err.contains("gcloud services enable firebase.googleapis.com"))
  }

  @Test func tokenWithoutCloudPlatformIsExplained() async throws {
    let server = try FakeFCMServer()
    let scope = "https://www.googleapis.com/auth/firebase.messaging"
    try await server.configure("{\"user_scopes\": \"\(scope)\"}")
    let user = try server.writeFile(
      "user.json", server.authorizedUserJSON(quotaProject: "demo-project"))
    var environment = server.reportEnvironment
    environment["NO_GCE_CHECK"] = "true"
    let result = await CLIHarness.run(
      [
        "report", "--credentials", user, "--project", "demo-project", "--app",
        FakeFCMServer.shopApp,
      ], environment: environment)
    #expect(result.status == 1)
    #expect(result.err.contains("needs the cloud-platform scope"))
    #expect(result.err.contains("gcloud auth application-default login --scopes="))
    #expect(try await server.dataRequests().first?["user_project"] == "demo-project")
  }

  @Test func serviceAccountsAskForTheCloudPlatformScope() async throws {
    let server = try FakeFCMServer()
    let result = await run(server, ["--app", FakeFCMServer.betaApp, "--csv"])
    #expect(result.status == 0, "\(result.err)")
    // fake_fcm.py refuses a data request whose token lacks cloud-platform (see the test
    // above); a service account's JWT asked for it.
    #expect(result.out.contains("beta_launch"))
  }

  @Test func endpointsFollowTheTrustRule() async throws {
    let server = try FakeFCMServer()
    let plain = await run(
      server, ["--app", FakeFCMServer.shopApp, "--data-endpoint", "http://data.example.com"])
    #expect(plain.status == 2)
    #expect(plain.err.contains("plain http is allowed only to loopback"))
    let untrusted = await run(
      server, ["--app", FakeFCMServer.shopApp, "--firebase-endpoint", "https://proxy.example.com"])
    #expect(untrusted.status == 2)
    #expect(untrusted.err.contains("proxy.example.com"))
    #expect(try await server.dataRequests().isEmpty)
  }

  @Test func usageErrors() async throws {
    for (args, message) in [
      (["--json", "--csv"], "give --json or --csv, not both"),
      (["--since", "2026-13-01"], "--since 2026-13-01: expected a day like 2026-12-01"),
      (["--days", "0"], "--days 0: expected a whole number of days"),
      (["extra"], "report takes no FILE"),
    ] {
      let result = await CLIHarness.run(["report"] + args)
      #expect(result.status == 2, "\(args)")
      #expect(result.err.contains(message), "\(result.err)")
    }
    let help = await CLIHarness.run(["report", "--help"])
    #expect(help.status == 0)
    #expect(help.out.hasPrefix("usage: fcm-compose report "))
  }

  @Test func manualExplainsEveryColumnAndShowsRealOutput() throws {
    let manual = try String(
      contentsOf: CLITestPaths.testsRoot.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PushCLI/Manual/reports.md"), encoding: .utf8)
    for column in DeliveryTable.header {
      #expect(manual.contains("| \(column) |"), "\(column) is not explained")
    }
    for column in DeliveryReport.csvHeader {
      #expect(manual.contains("`\(column)`"), "\(column) is not listed")
    }
    let golden = try String(
      contentsOf: CLITestPaths.golden.appendingPathComponent("report-table.txt"), encoding: .utf8)
    let shown = manual.split(separator: "\n").filter {
      $0.hasPrefix("2026-") || $0.hasPrefix("TOTAL") || $0.hasPrefix("DAY ")
    }
    #expect(shown.count == 7)
    for line in shown { #expect(golden.contains(line), "not the real output: \(line)") }
  }
}
