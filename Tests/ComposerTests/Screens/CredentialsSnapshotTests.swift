import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// The "Check credentials" popup at 80×24, 120×40 and 40×12: running, a passing report, and a
/// failing one with the next command under the failed step; and a send screen that found no
/// credential (the report replaces the bare error).
@Suite struct CredentialsSnapshotTests {
  static let passing = DoctorReport(steps: [
    .init(
      "Credential", .ok,
      "user credentials (gcloud auth application-default login) from gcloud's application "
        + "default credentials (/home/me/.config/gcloud/application_default_credentials.json)"),
    .init("Account", .ok, "dev@example.com"),
    .init("Project", .ok, "shop-staging (from quota_project_id in the credentials file)"),
    .init("Quota project", .ok, "shop-staging (from quota_project_id in adc.json)"),
    .init("Endpoint", .ok, "https://fcm.googleapis.com"),
    .init("Access token", .ok, "obtained (not shown)"),
    .init(
      "Dry run", .ok,
      "FCM checked the credential and permission, then refused the dummy token "
        + "(INVALID_ARGUMENT), as expected; nothing was delivered"),
  ])

  static let failing = DoctorReport(steps: [
    .init("Credential", .ok, "user credentials from gcloud's application default credentials"),
    .init("Account", .ok, "a Google user (gcloud did not record the email)"),
    .init("Project", .ok, "shop-staging (from profile staging)"),
    .init(
      "Quota project", .warning, "none: FCM refuses user credentials without one",
      next: "gcloud auth application-default set-quota-project shop-staging"),
    .init("Endpoint", .ok, "https://fcm.googleapis.com"),
    .init("Access token", .ok, "obtained (not shown)"),
    .init(
      "Dry run", .failed,
      SendError.credential(.quotaProjectMissing(project: "shop-staging"))
        .description, next: "gcloud auth application-default set-quota-project shop-staging"),
  ])

  static let scenarios: [(String, @Sendable (Size) -> ComposerState)] = [
    ("credentialsChecking", { popup(nil, $0) }),
    ("credentialsPassed", { popup(passing, $0) }),
    ("credentialsFailed", { popup(failing, $0) }),
    ("sendNoCredentials", { noCredentials($0) }),
  ]

  static let notFound = DoctorReport(steps: [
    .init(
      "Credential", .failed,
      SendError.credential(
        .notFound(searched: [
          "--credentials / profile: none", "GOOGLE_APPLICATION_CREDENTIALS: not set",
        ])
      ).description, next: "gcloud auth application-default login")
  ])

  /// A test send that found no credential: the results screen shows the report, through the
  /// reducer as the runtime delivers it.
  static func noCredentials(_ size: Size) -> ComposerState {
    var plan = SendFixtures.plan(
      kind: .test,
      audience: .tokens(SampleDraft.draft.recipientTokens, file: nil, fileDisplayName: nil))
    plan.reportPath = nil
    var state = SendScenarios.screen(SendSession(plan: plan), size)
    _ = Reducer.reduce(
      &state, .sendFailed(id: plan.id, message: SendError.credentialsMissing.description))
    _ = Reducer.reduce(&state, .credentialsChecked(notFound, sendID: plan.id))
    return state
  }

  static func popup(_ report: DoctorReport?, _ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    state.profileName = "staging"
    state.popups = [.credentials(CredentialsPopupState(profile: "staging", report: report))]
    return state
  }

  static let cases: [(String, Size)] = scenarios.flatMap { name, _ in
    ScreenFixtures.sizes.map { (name, $0) }
  }

  @Test(arguments: CredentialsSnapshotTests.cases)
  func screen(name: String, size: Size) throws {
    let make = try #require(Self.scenarios.first { $0.0 == name }?.1)
    let (buffer, cursor) = ScreenFixtures.render(make(size))
    assertSnapshot(buffer, cursor: cursor, named: name)
  }

  @Test func theSendScreenShowsTheReportNotTheBareError() {
    let state = Self.noCredentials(Size(width: 120, height: 40))
    #expect(state.send?.credentialReport == Self.notFound)
    #expect(state.popups.isEmpty)
    #expect(state.status?.text == "✗ Credentials: credential failed, see the report")
    let (buffer, _) = ScreenFixtures.render(state)
    #expect(buffer.find("→ gcloud auth application-default login") != nil)
  }
}
