import Composer
import Config
import PushCore
import TermUI
import Testing

/// Switching profiles: the picker, the draft's `profile`, the profile's theme, and opening a
/// draft that names a profile.
@Suite struct ProfileSwitchTests {
  @Test func switchingStoresTheNameAndAppliesTheTheme() throws {
    var h = SendFixtures.harness()
    h.send(.command(.switchProfile))
    guard case .profiles(let picker)? = h.state.popups.last else {
      Issue.record("no picker")
      return
    }
    #expect(picker.selected == 0)
    try h.type("<down><ret>")
    #expect(h.state.profileName == "prod")
    #expect(h.state.projectID == "shop-prod")
    #expect(h.state.draft.profile == "prod")
    #expect(h.state.themeName == "mono")
    #expect(h.effects.contains(.applyTheme("mono")))
    #expect(h.state.status?.text == "Profile prod · shop-prod (confirm by project id)")
    // Back to a profile without a theme: the theme chosen before comes back.
    h.send(.command(.switchProfile))
    try h.type("<up><ret>")
    #expect(h.state.themeName == "default")
    #expect(h.effects.suffix(2).contains(.applyTheme("default")))
    try h.type("<C-z>")
    #expect(h.state.draft.profile == "prod")
  }

  @Test func paletteFindsSwitchProfile() throws {
    var h = SendFixtures.harness()
    try h.type("<C-p>switch profile<ret>")
    guard case .profiles? = h.state.popups.last else {
      Issue.record("palette did not open the picker")
      return
    }
  }

  @Test func openingADraftSelectsItsProfile() throws {
    var h = SendFixtures.harness()
    var draft = SampleDraft.draft
    draft.profile = "audit"
    h.send(.draftLoaded(path: "/d/audit.json", draft: draft, exists: true))
    #expect(h.state.profileName == "audit")
    #expect(h.state.projectID == "shop-prod")
    #expect(h.state.status?.text == "Opened audit.json · profile audit")
    draft.profile = "nope"
    h.send(.draftLoaded(path: "/d/nope.json", draft: draft, exists: true))
    #expect(h.state.profileName == "audit")
    #expect(h.state.status?.kind == .warning)
  }

  @Test func aBrokenConfigRefusesEverySend() throws {
    var h = SendFixtures.harness()
    h.state.configError = "/c/config.toml:3:13: read_only must be true or false, not a string"
    try h.type("<F9><F10><F11>")
    #expect(h.effects.allSatisfy { if case .startSend = $0 { false } else { true } })
    #expect(h.state.status?.text.hasPrefix("Fix config.toml to send: /c/config.toml:3:13") == true)
  }

  @Test func productionProfilesUseTheProductionRole() throws {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    state.profiles = SendFixtures.config
    state.profileName = "audit"
    state.projectID = "shop-prod"
    let (buffer, _) = ScreenFixtures.render(state)
    let at = try #require(buffer.find("audit · shop-prod"))
    #expect(at.y == buffer.size.height - 2)
    #expect(buffer[at].role == "ui.statusline.profile.production")
    state.profileName = "staging"
    let (plain, _) = ScreenFixtures.render(state)
    let staging = try #require(plain.find("staging · shop-prod"))
    #expect(plain[staging].role == "ui.statusline.mode")
  }
}
