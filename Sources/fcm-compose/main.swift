import Composer
import Foundation
import NcursesTerminal
import PushCLI
import PushCore
import TermUI

// Wiring only: the CLI decides; headless commands run in PushCLI, the composer in Composer.
// Synchronous top-level code: the main thread runs `MainLoop` (never `dispatch_main`), so
// main-actor work and the composer's keystrokes are handled on it.
let context = CommandContext.process()
switch CLI.parse(Array(CommandLine.arguments.dropFirst()), context: context) {
case .exit(let status):
  exit(status)
case .command(let name, let arguments):
  exit(MainLoop.run { await CLI.run(command: name, arguments: arguments, context: context) })
case .composer(let file, let example, let theme, let profile):
  exit(
    MainLoop.run { await runComposer(file: file, example: example, theme: theme, profile: profile) }
  )
}

/// Opens the composer; returns the exit status (2 for an unreadable draft or no terminal).
@MainActor
func runComposer(file: String?, example: Bool, theme: String?, profile: String?) async -> Int32 {
  let prepared: ComposerLaunch.Prepared
  switch ComposerLaunch.prepare(
    file: file, example: example, theme: theme, profile: profile,
    environment: context.environment,
    currentDirectory: context.currentDirectory, now: Date())
  {
  case .success(let p): prepared = p
  case .failure(let error):
    context.errorLine("fcm-compose: \(error)")
    return ExitCode.usage
  }
  let terminal: NcursesTerminal
  do {
    terminal = try NcursesTerminal()
  } catch {
    context.writeErr("fcm-compose: \(error)\n(render, validate and send work without a terminal)\n")
    return ExitCode.usage
  }
  let profile = ColorProfile.detect(
    isTTY: true, environment: context.environment, terminalColors: terminal.colorCount)
  // `emoji_width` in config.toml wins; else the terminal's answer; else one cell (wcwidth).
  let emojiWidth =
    prepared.state.profiles.emojiWidth.flatMap(EmojiWidth.init(probedColumns:))
    ?? terminal.probeEmojiWidth(timeoutMilliseconds: 200) ?? .one
  let runtime = ComposerRuntime(
    state: prepared.state, terminal: terminal, environment: context.environment,
    themes: ThemeCatalog(environment: context.environment), profile: profile,
    recovery: RecoveryStore(environment: context.environment), emojiWidth: emojiWidth)
  // FCM_COMPOSE_TRACE=FILE: when each step's parts ran, written to FILE on exit (README).
  let tracePath = context.environment["FCM_COMPOSE_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
  if tracePath != nil { runtime.trace = StepTrace(clock: StepTrace.monotonic) }
  let outcome = await runtime.run(offering: prepared.recoveryOffer)
  terminal.restore()
  if let tracePath, let trace = runtime.trace {
    do {
      try AtomicFile.write(
        Data(trace.text.utf8), to: URL(fileURLWithPath: tracePath), mode: 0o644)
    } catch {
      context.writeErr("fcm-compose: FCM_COMPOSE_TRACE: \(error)\n")
    }
  }
  return outcome.exitStatus
}

extension NcursesTerminal: ComposerTerminal {}
