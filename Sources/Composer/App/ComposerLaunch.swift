import Config
import Foundation
import PushCore
import TermUI

/// Start-up: which draft to open, which theme, and whether to offer a recovery copy. Runs
/// before the terminal is claimed, so a bad file is reported as plain text (exit 2).
public enum ComposerLaunch {
  /// The initial state and the recovery copy worth offering, if any.
  public struct Prepared: Sendable {
    public var state: ComposerState
    public var recoveryOffer: RecoveryCopy?
  }

  /// Opens `file` (created on first save if it does not exist), the built-in example, or a
  /// new draft. The theme comes from `--theme`, else `FCM_COMPOSE_THEME`, else `default`; the
  /// active profile's theme replaces it while that profile is active.
  ///
  /// The profile is `--profile`, else the draft's `profile`, else `default_profile`. A broken
  /// `config.toml` or an unknown `--profile` opens the composer anyway, with the reason in the
  /// status bar and sending refused, so nothing goes to a project nobody chose.
  public static func prepare(
    file: String?, example: Bool, theme: String?, profile: String? = nil,
    environment: [String: String], currentDirectory: URL, now: Date
  ) -> Result<Prepared, DraftError> {
    let themeName =
      theme ?? environment["FCM_COMPOSE_THEME"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
    var draft = Draft(message: [:])
    var path: String?
    var saved = false
    let workspace = example ? nil : workspaceFolder(file, currentDirectory: currentDirectory)
    let file = workspace == nil ? file : nil
    if example {
      // `--example NAME` (checked by the CLI) picks one of `SampleDraft.names`.
      draft = file.flatMap(SampleDraft.named) ?? SampleDraft.draft
      saved = true  // untouched, it is not modified: quitting asks nothing
    } else if let file {
      let url =
        file.hasPrefix("/")
        ? URL(fileURLWithPath: file) : currentDirectory.appendingPathComponent(file)
      path = url.standardizedFileURL.path
      if FileManager.default.fileExists(atPath: url.path) {
        do {
          draft = try DraftFile.load(url).draft
          saved = true
        } catch {
          return .failure(error)
        }
      }
    }
    var state = ComposerState(
      draft: draft, filePath: path, saved: saved, now: now, themeName: themeName)
    if example { state.status = StatusMessage("Built-in sample draft: Ctrl-S saves a copy", .info) }
    if let workspace { state.workspace = WorkspaceState(root: workspace.path) }
    if let path, !saved { state.status = StatusMessage("New file \(path): created on save", .info) }
    chooseProfile(&state, requested: profile, environment: environment)
    let (keymap, keyProblems) = Keymap.load(environment: environment)
    state.keymap = keymap
    if let first = keyProblems.first {
      let more = keyProblems.count > 1 ? " (+\(keyProblems.count - 1) more)" : ""
      state.status = StatusMessage("Key bindings: " + first + more, .error)
    }
    if let notice = unfinishedCampaignNotice(state, environment: environment) {
      state.status = notice
    }
    let store = RecoveryStore(environment: environment)
    let offer = example ? nil : store.offer(for: path, current: draft)
    return .success(Prepared(state: state, recoveryOffer: offer))
  }

  /// Loads `config.toml` and makes the chosen profile active (with its theme).
  static func chooseProfile(
    _ state: inout ComposerState, requested: String?, environment: [String: String]
  ) {
    do {
      state.profiles = try ProfileConfig.load(environment: environment)
    } catch {
      state.configError = error.description
      state.status = StatusMessage(error.description, .error)
      return
    }
    let config = state.profiles
    if let requested, config.profile(named: requested) == nil {
      let problem = "--profile \(requested): config.toml has no [profiles.\(requested)]"
      state.configError = problem
      state.status = StatusMessage(problem, .error)
      return
    }
    let draftProfile = state.draft.profile.flatMap { config.profile(named: $0) }
    guard
      let chosen = requested.flatMap(config.profile(named:)) ?? draftProfile
        ?? config.defaultProfile.flatMap(config.profile(named:))
    else { return }
    state.profileName = chosen.name
    state.projectID = chosen.project
    if let theme = chosen.theme { state.themeName = theme }
  }
}
