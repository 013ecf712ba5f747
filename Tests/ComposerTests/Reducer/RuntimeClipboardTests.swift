import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@MainActor
@Suite struct RuntimeClipboardTests {
  @Test func copyingAnExportWritesOSC52WithTheExportInBase64() async throws {
    let terminal = RecordingTerminal(size: Size(width: 100, height: 30))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var state = ComposerState(
      draft: SampleDraft.draft, filePath: "/d/spring-sale.json", saved: true, now: now)
    state.projectID = "shop-staging"
    let environment = ["HOME": "/nonexistent", "TMUX": "/tmp/tmux-1/default,1,0"]
    let recovery = try TemporaryDirectory(prefix: "fcm-clipboard")
    let runtime = ComposerRuntime(
      state: state, terminal: terminal, environment: environment,
      themes: ThemeCatalog(environment: environment), profile: .mono,
      recovery: RecoveryStore(directory: recovery.url), emojiWidth: .one)
    try terminal.memory.type("<C-p>Export as curl command<ret>c<esc><C-q>")
    _ = await runtime.run()
    let text = Exporter.export(
      SampleDraft.draft, as: .curl,
      options: ExportOptions(project: "shop-staging", now: now, sourceName: "spring-sale.json"))
    let base64 = Data(text.utf8).base64EncodedString()
    #expect(
      terminal.rawWrites == [
        "\u{1B}]52;c;\(base64)\u{07}" + "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;\(base64)\u{07}\u{1B}\\"
      ])
    #expect(runtime.state.isQuitting)
  }
}
