import Composer
import Foundation
import NcursesTerminal
import PushCLI
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
  let outcome = await runtime.run(offering: prepared.recoveryOffer)
  terminal.restore()
  return outcome.exitStatus
}

extension NcursesTerminal: ComposerTerminal {}
