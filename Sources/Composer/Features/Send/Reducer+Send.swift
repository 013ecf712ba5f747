import Config
import Foundation
import PushCore
import TermUI

/// Sending from the composer: dry run, test send and campaign. The reducer only builds plans
/// and reads results; the runtime hands plans to the core's `CampaignRunner`.
extension Reducer {
  /// `send_campaign_file`: asks for a tokens file, then runs the campaign to it.
  static func chooseTokensFile(_ state: inout ComposerState) -> [Effect] {
    // Delivered-but-dropped findings are asked about once the file is chosen (`campaign`).
    guard sendAllowed(.campaign, &state, externalTarget: true, allowDropped: true) else {
      return []
    }
    state.popups.append(
      .prompt(PromptState(purpose: .tokensFile, text: state.lastTokensFile ?? "")))
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

  /// F9: ask FCM to validate the message (`validate_only`) for the draft's first target (for
  /// an audience: the recipient the preview shows).
  static func dryRun(_ state: inout ComposerState) -> [Effect] {
    guard sendAllowed(.dryRun, &state) else { return [] }
    let audience: Campaign.Audience
    do {
      audience = try recipientResolver(state).audience(
        RecipientRequest(), draft: draftTargets(state))
    } catch .none {
      state.status = StatusMessage(
        "Dry run needs a target: a topic, a condition or a registration token", .error)
      return []
    } catch {
      state.status = StatusMessage("Not sent: \(error)", .error)
      return []
    }
    var plan: SendPlan
    switch audience {
    case .tokens(let tokens, _, _):
      plan = makePlan(
        .dryRun, audience: .tokens(Array(tokens.prefix(1)), file: nil, fileDisplayName: nil), &state
      )
    case .audience:
      guard let row = state.audience?.shownRow else {
        state.status = StatusMessage("The audience is still loading: try again in a moment", .info)
        return []
      }
      plan = makePlan(
        .dryRun, audience: .tokens([row.token], file: nil, fileDisplayName: nil), &state)
    case .topic, .condition:
      plan = makePlan(.dryRun, audience: audience, &state)
    }
    if let example = AudienceFeature.exampleMessage(state) { plan.message = .object(example) }
    state.pendingDryRun = plan.id
    state.status = StatusMessage("Dry run: asking FCM to validate the message…", .info)
    return [.startSend(plan)]
  }

  /// F10: send to the draft's recipient tokens now and show each one's outcome (a message
  /// with placeholders is filled in with the recipient the preview shows).
  static func testSend(_ state: inout ComposerState, allowDropped: Bool = false) -> [Effect] {
    guard sendAllowed(.test, &state, allowDropped: allowDropped, asking: .test) else { return [] }
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
    let audience: Campaign.Audience
    do {
      audience = try recipientResolver(state).tokens(tokens, file: nil, source: "recipients.tokens")
    } catch {
      state.status = StatusMessage("Not sent: \(error)", .error)
      return []
    }
    var plan = makePlan(.test, audience: audience, &state)
    if AudienceFeature.isPersonalized(state) {
      guard let example = AudienceFeature.exampleMessage(state) else {
        state.status = StatusMessage(
          "The message has {{placeholders}}: name an audience file first (palette: Audience file…)",
          .error)
        return []
      }
      plan.message = .object(example)
    }
    plan.recipientCount = tokens.count
    return start(plan, &state)
  }

  /// F11 / Ctrl-G: the campaign to the draft's audience (or a tokens file), after inspection
  /// and confirmation.
  static func campaign(
    _ state: inout ComposerState, tokensFile: String?, allowDropped: Bool = false
  ) -> [Effect] {
    let hasAudience = state.draft.audienceFile != nil
    let asksForFile =
      tokensFile == nil && !hasAudience && TargetKind.current(in: state.draft) == .devices
      && !state.draft.recipientTokens.contains { !$0.isEmpty }
    guard
      sendAllowed(
        .campaign, &state, externalTarget: tokensFile != nil || asksForFile || hasAudience,
        allowDropped: allowDropped, asking: .campaign(tokensFile: tokensFile))
    else { return [] }
    if tokensFile == nil, TargetKind.current(in: state.draft) == .fid {
      state.status = StatusMessage("Campaigns go to tokens, a topic or a condition", .error)
      return []
    }
    if asksForFile {
      state.popups.append(
        .prompt(PromptState(purpose: .tokensFile, text: state.lastTokensFile ?? "")))
      state.status = StatusMessage("No tokens in the draft: choose a tokens file", .info)
      return []
    }
    let request = RecipientRequest(tokensFile: tokensFile)
    let audience: Campaign.Audience
    do {
      audience = try recipientResolver(state).audience(request, draft: draftTargets(state))
    } catch {
      state.status = StatusMessage("Not sent: \(error)", .error)
      return []
    }
    if AudienceFeature.isPersonalized(state), !isAudience(audience) {
      state.status = StatusMessage(
        "The message has {{placeholders}}: campaigns with them go to an audience file", .error)
      return []
    }
    state.status = StatusMessage("Checking the campaign…", .info)
    return [.inspectCampaign(makePlan(.campaign, audience: audience, &state))]
  }

  /// The draft's own targets, as PushCore's `RecipientResolver` takes them.
  static func draftTargets(_ state: ComposerState) -> DraftTargets {
    DraftTargets(draft: state.draft, message: messageValue(state))
  }

  /// The composer's resolver: paths typed in prompts as given, the draft's audience relative
  /// to the draft's folder; no file I/O (the runtime's inspection reports unreadable files).
  static func recipientResolver(_ state: ComposerState) -> RecipientResolver {
    let folder = state.filePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    return RecipientResolver(
      url: { URL(fileURLWithPath: $0) },
      draftURL: { path in
        guard let folder, !path.hasPrefix("/"), !path.hasPrefix("~") else {
          return URL(fileURLWithPath: path)
        }
        return folder.appendingPathComponent(path)
      },
      fileProblem: { _ in nil })
  }

  private static func isAudience(_ audience: Campaign.Audience) -> Bool {
    if case .audience = audience { return true }
    return false
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
  /// `externalTarget` (a tokens file) the draft needs no target of its own. When the only
  /// errors are delivered-but-dropped ones (`SendGate`), `allowDropped` (the user's consent, as
  /// `send --allow-dropped`) lets it through, and otherwise `asking` opens the confirmation.
  static func sendAllowed(
    _ kind: SendPlan.Kind, _ state: inout ComposerState, externalTarget: Bool = false,
    allowDropped: Bool = false, asking: ConfirmDroppedState.Action? = nil
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
    let gate = SendGate(local)
    if gate.allows(allowDropped: allowDropped) { return true }
    if case .droppedOnly(let findings) = gate, let asking {
      state.popups.append(.confirmDropped(ConfirmDroppedState(findings: findings, action: asking)))
      state.status = StatusMessage(
        "FCM accepts this, but the device drops it: send anyway?", .warning)
      return false
    }
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
