import Foundation
import PushCLI
import PushCore

// Wiring only: the CLI decides; headless commands run in PushCLI, the composer in Composer.
let context = CommandContext.process()
switch CLI.parse(Array(CommandLine.arguments.dropFirst()), context: context) {
case .exit(let status):
  exit(status)
case .command(let name, let arguments):
  exit(await CLI.run(command: name, arguments: arguments, context: context))
case .composer(let file, let example, _):
  // Until the composer lands: show what the draft renders to.
  let draft =
    example
    ? SampleDraft.draft
    : (try? file.map { try DraftFile.load(URL(fileURLWithPath: $0)) })??.draft ?? Draft()
  context.writeOut(JSONWriter.string(RequestRenderer.request(draft)) + "\n")
  exit(ExitCode.ok)
}
