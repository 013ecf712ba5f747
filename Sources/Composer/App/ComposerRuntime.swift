import Foundation
import PushCore
import TermUI

/// Runs the composer on a terminal: the event loop (TermUI's `TerminalApp`), the reducer, and
/// the effects it asks for (files, timers, `$EDITOR`, themes). The only impure part of the
/// composer.
@MainActor
public final class ComposerRuntime {
  /// The current state (readable by tests and by the caller after `run` returns).
  public private(set) var state: ComposerState
  private let app: TerminalApp<Action>
  private let terminal: any ComposerTerminal
  private let environment: [String: String]
  private let themes: ThemeCatalog
  private let profile: ColorProfile
  private let recovery: RecoveryStore
  private let sends: SendService
  private let workspaceService: WorkspaceService
  private let audienceScanner = AudienceScanner()
  private var theme: ResolvedTheme {
    didSet { renderCache.reset() }
  }
  /// When the recovery copy is due (one timer task however fast the user types).
  private let recoveryDeadline = RecoveryDeadline()
  /// Rows drawn last frame, for the next (reset with the theme).
  private let renderCache = ComposerRenderCache()
  private var quitRequested = false
  /// How wide the terminal draws emoji presentation sequences (probed or configured).
  private let emojiWidth: EmojiWidth

  /// Where the event loop times each step's parts, if anywhere (`FCM_COMPOSE_TRACE`).
  public var trace: StepTrace? {
    get { app.trace }
    set { app.trace = newValue }
  }

  /// Seconds between clock ticks (APNs expiry in the preview follows the clock).
  public static let tickInterval = 30.0

  public init(
    state: ComposerState, terminal: any ComposerTerminal, environment: [String: String],
    themes: ThemeCatalog, profile: ColorProfile, recovery: RecoveryStore, emojiWidth: EmojiWidth
  ) {
    self.emojiWidth = emojiWidth
    self.state = state
    self.terminal = terminal
    self.app = TerminalApp(backend: terminal, rendersEveryCell: true)  // see ComposerView
    self.environment = environment
    self.themes = themes
    self.profile = profile
    self.recovery = recovery
    self.sends = SendService(environment: environment)
    self.workspaceService = WorkspaceService(environment: environment)
    let (theme, diagnostics) = themes.load(name: state.themeName, profile: profile)
    self.theme = theme
    self.state.themeNames = themes.names
    if let problem = diagnostics.first(where: { $0.severity == .error }) {
      _ = Reducer.reduce(&self.state, .themeFailed("Theme: \(problem.description)"))
    }
  }

  /// Runs until the user quits or a terminating signal arrives. On a signal, unsaved work is
  /// written to the recovery copy at once.
  public func run(offering offer: RecoveryCopy? = nil) async -> RunOutcome {
    terminal.mouseCapture = state.mouseCapture
    perform(Reducer.reduce(&state, .resized(terminal.size)))
    if let offer { app.inbox.post(.recoveryFound(offer)) }
    if let workspace = state.workspace, workspace.entries == nil {
      perform(.workspace(.open(root: workspace.root.isEmpty ? nil : workspace.root)))
    }
    startClock()
    app.takesTypedRunsAsText = { [unowned self] in self.state.takesTypedRunsAsText }
    // Every width measured while running (layout, drawing) follows the terminal.
    let outcome = await EmojiWidth.$current.withValue(emojiWidth) {
      await app.run(
        handle: { [unowned self] input in self.handle(input) },
        render: { [unowned self] buffer in self.draw(into: &buffer) })
    }
    if case .signal = outcome, state.isDirty {
      try? recovery.write(
        RecoveryCopy(draftPath: state.filePath, savedAt: Date(), draft: state.draft))
    }
    return outcome
  }

  private func startClock() {
    app.perform { inbox in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(Self.tickInterval))
        inbox.post(.tick(Date()))
      }
    }
  }

  /// Draws the current state into `buffer`.
  private func draw(into buffer: inout Buffer) -> Position? {
    Self.draw(
      &state, into: &buffer, styles: theme, home: environment["HOME"], cache: renderCache)
  }

  /// The state is lent in place: read as a class property's value, it would be copied (each
  /// of its fields retained and released) every frame. Drawing only reads it.
  private static func draw(
    _ state: inout ComposerState, into buffer: inout Buffer, styles: ResolvedTheme,
    home: String?, cache: ComposerRenderCache
  ) -> Position? {
    ComposerView.render(state, into: &buffer, styles: styles, home: home, cache: cache)
  }

  /// One input: map it to an action, reduce, perform the effects.
  func handle(_ input: AppInput<Action>) -> LoopControl {
    let action: Action
    switch input {
    case .action(let a): action = a
    case .event(.key(let key)): action = .key(key)
    case .event(.paste(let text)): action = .paste(text)
    case .event(.mouse(let event)): action = .mouse(event)
    case .event(.resize(let size)): action = .resized(size)
    case .event(.focusGained), .event(.focusLost): return .unchanged
    }
    perform(Reducer.reduce(&state, action))
    if quitRequested { return .quit }
    return action.changesScreen ? .redraw : .unchanged
  }

  /// Performs `effects` in order, each moved out of the array: a `for` loop over it would copy
  /// each effect (every payload retained), then destroy the copy and the original.
  private func perform(_ effects: consuming [Effect]) {
    effects.reverse()
    while let effect = effects.popLast() { perform(effect) }
  }

  private func perform(_ effect: Effect) {
    switch effect {
    case .save(let draft, let path):
      let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
      do {
        try DraftFile.save(draft, to: url)
        app.inbox.post(.draftSaved(path: url.path, document: draft.document))
      } catch {
        app.inbox.post(.saveFailed(error.description))
      }
    case .load(let path):
      app.inbox.post(Self.load(path))
    case .scheduleRecovery(let generation, let seconds):
      let deadline = recoveryDeadline
      guard deadline.move(generation: generation, due: .now + .seconds(seconds)) else { return }
      app.perform { inbox in
        while !Task.isCancelled {
          switch deadline.next(at: .now) {
          case .wait(let duration): try? await Task.sleep(for: duration)
          case .fire(let generation):
            inbox.post(.recoveryDue(generation: generation))
            return
          }
        }
      }
    case .writeRecovery(var copy):
      copy.savedAt = Date()  // the reducer has no clock; stamp the real time of the write
      do {
        try recovery.write(copy)
      } catch {
        app.inbox.post(.recoveryWriteFailed("\(error)"))
      }
    case .deleteRecovery(let path):
      recovery.delete(for: path)
    case .editExternally(let focus, let text, let ext):
      terminal.suspend()
      let result = ExternalEditor.edit(text, fileExtension: ext, environment: environment)
      terminal.resume()
      app.requestFullRedraw()
      switch result {
      case .success(let edited):
        app.inbox.post(.externalEditFinished(focus: focus, text: edited, message: nil))
      case .failure(let error):
        app.inbox.post(.externalEditFinished(focus: focus, text: nil, message: error.description))
      }
    case .setMouseCapture(let on):
      terminal.mouseCapture = on
    case .applyTheme(let name):
      let (resolved, diagnostics) = themes.load(name: name, profile: profile)
      theme = resolved
      if let problem = diagnostics.first(where: { $0.severity == .error }) {
        app.inbox.post(.themeFailed(problem.description))
      }
      app.requestFullRedraw()
    case .inspectCampaign(let plan):
      let sends = self.sends
      app.perform { inbox in inbox.post(await sends.inspect(plan)) }
    case .startSend(let plan):
      sends.start(plan, inbox: app.inbox) { [app] work in app.perform(work) }
    case .checkCredentials(let profile):
      let sends = self.sends
      app.perform { inbox in
        inbox.post(.credentialsChecked(await sends.checkCredentials(profile), sendID: nil))
      }
    case .stopSend(let id, let abandon):
      sends.stop(id: id, abandonInFlight: abandon)
    case .lookUpTopics(let lookup):
      let environment = self.environment
      app.perform { inbox in
        inbox.post(await TopicLookup.perform(lookup, environment: environment))
      }
    case .subscribeTopic(let request):
      let environment = self.environment
      app.perform { inbox in
        inbox.post(await TopicSubscription.perform(request, environment: environment))
      }
    case .readHistory:
      let path = SendHistory.path(environment: environment)
      app.perform { inbox in
        do {
          inbox.post(.historyLoaded(try SendHistoryLog.read(path: path)))
        } catch {
          inbox.post(.historyLoadFailed("Cannot read the send history: \(error)"))
        }
      }
    case .fetchDeliveryData(let profile):
      let environment = self.environment
      app.perform { inbox in
        let transport = CurlTransport(maxConnections: 2)
        inbox.post(
          .deliveryDataLoaded(await DeliveryFetch.run(profile, environment, transport: transport)))
      }
    case .scheduledJobs(let request):
      let store = JobStore(environment: environment)
      app.perform { inbox in
        if case .set(let id, let state) = request { try? store.setState(state, of: id) }
        let now = Date()
        inbox.post(.jobsLoaded(store.list().map { .init(JobStatus($0, store: store, now: now)) }))
      }
    case .copyToClipboard(let text):
      terminal.writeRaw(OSC52.sequence(copying: text, environment: environment))
      app.inbox.post(.clipboardCopied(bytes: text.utf8.count))
    case .writeExport(let text, let path):
      let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
      do {
        try AtomicFile.write(Data(text.utf8), to: url, mode: 0o600)
        app.inbox.post(.exportSaved(path: url.path))
      } catch {
        app.inbox.post(.exportSaveFailed(error.description))
      }
    case .workspace(let work):
      workspaceService.perform(work, inbox: app.inbox) { [app] job in app.perform(job) }
    case .scanAudience(let request):
      audienceScanner.start(request) { [app] work in app.perform(work) }
    case .redraw:
      app.requestFullRedraw()
    case .quit:
      quitRequested = true
    }
  }

  /// Reads a draft for "open": a missing file is an error here (unlike at start-up).
  static func load(_ path: String) -> Action {
    let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    do {
      let loaded = try DraftFile.load(url)
      return .draftLoaded(path: url.path, draft: loaded.draft, exists: true)
    } catch {
      return .loadFailed(error.description)
    }
  }
}
