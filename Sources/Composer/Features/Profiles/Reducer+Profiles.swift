import Config
import PushCore
import TermUI

/// Profiles: the picker, and what selecting one does (status bar, draft's `profile`, theme).
extension Reducer {
  static func openProfilePicker(_ state: inout ComposerState) -> [Effect] {
    if let error = state.configError {
      state.status = StatusMessage(error, .error)
      return []
    }
    let profiles = state.profiles.profiles
    guard !profiles.isEmpty else {
      state.status = StatusMessage(
        "No profiles: add [profiles.NAME] tables to $XDG_CONFIG_HOME/fcm-compose/config.toml",
        .info)
      return []
    }
    let selected = profiles.firstIndex { $0.name == state.profileName } ?? 0
    state.popups.append(.profiles(ProfilePickerState(selected: selected)))
    return []
  }

  static func profilePickerKey(
    _ state: inout ComposerState, _ picker: inout ProfilePickerState, _ key: KeyEvent
  ) -> [Effect] {
    let profiles = state.profiles.profiles
    if let selected = moveSelection(key, picker.selected, profiles.count) {
      picker.selected = selected
      replaceTop(&state, .profiles(picker))
    } else if key == .enter || key == .char(" "), let profile = profiles[safe: picker.selected] {
      state.popups.removeLast()
      return select(profile, &state, storeInDraft: true)
    }
    return []
  }

  /// Makes `profile` active: its project in the status bar, its theme (or the base theme), and
  /// (when the user chose it) its name in the draft. A dry run's verdict belonged to the old
  /// project, so it is dropped.
  static func select(_ profile: Profile, _ state: inout ComposerState, storeInDraft: Bool)
    -> [Effect]
  {
    state.profileName = profile.name
    state.projectID = profile.project
    state.serverDiagnostics = []
    if storeInDraft, state.draft.profile != profile.name {
      recordUndo(&state, coalescingKey: nil)
      state.draft.profile = profile.name
    }
    var notes: [String] = []
    if profile.readOnly { notes.append("read-only") }
    if profile.confirm != nil { notes.append("confirm by project id") }
    let project = profile.project.map { " · " + $0 } ?? ""
    let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
    state.status = StatusMessage("Profile \(profile.name)\(project)\(suffix)", .info)
    let theme = profile.theme ?? state.baseThemeName
    guard theme != state.themeName else { return [] }
    return previewTheme(&state, theme)
  }

  /// After a draft is opened: the profile it names becomes active.
  static func selectDraftProfile(_ state: inout ComposerState) -> [Effect] {
    guard let name = state.draft.profile, name != state.profileName else { return [] }
    guard let profile = state.profiles.profile(named: name) else {
      if state.configError == nil {
        state.status = StatusMessage(
          "This draft is for profile \"\(name)\", which config.toml does not define", .warning)
      }
      return []
    }
    let status = state.status
    let effects = select(profile, &state, storeInDraft: false)
    if let status { state.status = StatusMessage(status.text + " · profile \(name)", status.kind) }
    return effects
  }
}
