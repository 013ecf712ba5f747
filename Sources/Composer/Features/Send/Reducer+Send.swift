import Config
import Foundation
import PushCore
import TermUI

/// Sending from the composer: dry run, test send and campaign. The reducer only builds plans
/// and reads results; the runtime hands plans to the core's `CampaignRunner`.
extension Reducer {
  /// `send_campaign_file`: asks for a tokens file, then runs the campaign to it.
  static func chooseTokensFile(_ state: inout ComposerState) -> [Effect] {
    guard sendAllowed(.campaign, &state, externalTarget: true) else { return [] }
    state.popups.append(.prompt(PromptState(purpose: .tokensFile)))
    return []
  }

  /// `send_results`: shows the last test send or campaign again.
  static func showSendResults(_ state: inout ComposerState) -> [Effect] {
    guard state.send != nil else {
      state.status = StatusMessage("Nothing sent yet in this session", .info)
      return []
    }
    state.sendVisible = true
    return []
  }

  /// F9: ask FCM to validate the message (`validate_only`) for the draft's first target.
  static func dryRun(_ state: inout ComposerState) -> [Effect] {
    guard sendAllowed(.dryRun, &state) else { return [] }
    guard let target = firstTarget(state) else {
      state.status = StatusMessage(
        "Dry run needs a target: a topic, a condition or a registration token", .error)
      return []
    }
    let audience: Campaign.Audience =
      switch target {
      case .token(let token): .tokens([token], file: nil, fileDisplayName: nil)
      case .topic(let topic): .topic(PushTarget.normalizedTopic(topic) ?? topic)
      case .condition(let condition): .condition(condition)
      }
    let plan = makePlan(.dryRun, audience: audience, &state)
    state.pendingDryRun = plan.id
    state.status = StatusMessage("Dry run: asking FCM to validate the message…", .info)
    return [.startSend(plan)]
  }

  /// F10: send to the draft's recipient tokens now and show each one's outcome.
  static func testSend(_ state: inout ComposerState) -> [Effect] {
    guard sendAllowed(.test, &state) else { return [] }
    var tokens = state.draft.recipientTokens.filter { !$0.isEmpty }
    if tokens.isEmpty, case .token(let token)? = MessageTemplate.ownTarget(of: messageValue(state))
    {
      tokens = [token]
    }
    guard !tokens.isEmpty else {
      state.status = StatusMessage(
        "No test devices: set Send to › Devices and add registration tokens, one per line",
        .error)
      return []
    }
    var plan = makePlan(.test, audience: .tokens(tokens, file: nil, fileDisplayName: nil), &state)
    plan.recipientCount = tokens.count
    return start(plan, &state)
  }

  /// F11 / Ctrl-G: the campaign to the draft's audience (or a tokens file), after inspection
  /// and confirmation.
  static func campaign(_ state: inout ComposerState, tokensFile: String?) -> [Effect] {
    let asksForFile =
      tokensFile == nil && TargetKind.current(in: state.draft) == .devices
      && !state.draft.recipientTokens.contains { !$0.isEmpty }
    guard sendAllowed(.campaign, &state, externalTarget: tokensFile != nil || asksForFile)
    else { return [] }
    let audience: Campaign.Audience
    if let tokensFile {
      audience = .tokens([], file: URL(fileURLWithPath: tokensFile), fileDisplayName: tokensFile)
    } else {
      switch TargetKind.current(in: state.draft) {
      case .devices:
        let tokens = state.draft.recipientTokens.filter { !$0.isEmpty }
        guard !tokens.isEmpty else {
          state.popups.append(.prompt(PromptState(purpose: .tokensFile)))
          state.status = StatusMessage("No tokens in the draft: choose a tokens file", .info)
          return []
        }
        audience = .tokens(tokens, file: nil, fileDisplayName: nil)
      case .fid:
        state.status = StatusMessage("Campaigns go to tokens, a topic or a condition", .error)
        return []
      case .topic, .condition, .token:
        guard let target = MessageTemplate.ownTarget(of: messageValue(state)) else { return [] }
        switch target {
        case .token(let token): audience = .tokens([token], file: nil, fileDisplayName: nil)
        case .topic(let topic): audience = .topic(PushTarget.normalizedTopic(topic) ?? topic)
        case .condition(let condition): audience = .condition(condition)
        }
      }
    }
    state.status = StatusMessage("Checking the campaign…", .info)
    return [.inspectCampaign(makePlan(.campaign, audience: audience, &state))]
  }

  /// Starts a test send or confirmed campaign: the results screen opens at once.
  static func start(_ plan: SendPlan, _ state: inout ComposerState) -> [Effect] {
    state.send = SendSession(plan: plan)
    state.sendVisible = true
    state.status = StatusMessage(plan.kind == .test ? "Test send…" : "Sending…", .info)
    return [.startSend(plan)]
  }

  /// Refuses a send (with the reason in the status bar) when the config is broken, a send is
  /// running, the profile is read-only (dry runs excepted) or the draft has errors. With
  /// `externalTarget` (a tokens file) the draft needs no target of its own.
  static func sendAllowed(
    _ kind: SendPlan.Kind, _ state: inout ComposerState, externalTarget: Bool = false
  ) -> Bool {
    if let error = state.configError {
      state.status = StatusMessage("Fix config.toml to send: \(error)", .error)
      return false
    }
    if state.pendingDryRun != nil || state.send.map({ $0.phase != .finished }) == true {
      state.status = StatusMessage("A send is still running", .warning)
      return false
    }
    if kind != .dryRun, let profile = state.activeProfile, profile.readOnly {
      state.status = StatusMessage(
        "Profile \(profile.name) is read-only: dry runs only (\(keyName(.dryRun, state)))",
        .error)
      return false
    }
    let local =
      externalTarget
      ? Validator.validate(
        state.draft, options: ValidationOptions(now: state.now, hasExternalTarget: true))
      : state.derived.diagnostics.filter { !state.serverDiagnostics.contains($0) }
    let errors = local.filter { $0.severity == .error }
    if !errors.isEmpty {
      state.popups.append(.problems(ListState(selected: 0)))
      state.status = StatusMessage(
        "Not sent: fix \(errors.count) error\(errors.count == 1 ? "" : "s") first "
          + "(warnings never block)", .error)
      return false
    }
    return true
  }

  static func makePlan(
    _ kind: SendPlan.Kind, audience: Campaign.Audience, _ state: inout ComposerState
  ) -> SendPlan {
    defer { state.nextSendID += 1 }
    let title =
      state.derived.message["notification"]?.objectValue?["title"]?.stringValue
      ?? state.draft.name ?? "(no title)"
    return SendPlan(
      id: state.nextSendID, kind: kind, profile: state.activeProfile,
      message: messageValue(state), audience: audience, draftPath: state.filePath,
      draftName: state.draft.name, title: title)
  }

  static func messageValue(_ state: ComposerState) -> JSONValue { .object(state.derived.message) }

  /// The draft's first target: its message target, else its first recipient token.
  static func firstTarget(_ state: ComposerState) -> PushTarget? {
    if let own = MessageTemplate.ownTarget(of: messageValue(state)) { return own }
    return state.draft.recipientTokens.first { !$0.isEmpty }.map { .token($0) }
  }

  static func keyName(_ command: CommandID, _ state: ComposerState) -> String {
    state.keymap.keyName(for: command)
  }
}
