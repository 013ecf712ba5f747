import Composer
import Foundation
import PushCore
import TermUI
import Testing

@Suite struct ExportFlowTests {
  func harness() -> ComposerHarness {
    var h = ComposerHarness(draft: SampleDraft.draft, path: "/d/spring-sale.json", saved: true)
    h.state.projectID = "shop-staging"
    return h
  }

  func expected(_ format: ExportFormat) -> String {
    Exporter.export(
      SampleDraft.draft, as: format,
      options: ExportOptions(
        project: "shop-staging", now: ComposerHarness.now, sourceName: "spring-sale.json"))
  }

  @Test(arguments: ExportFormat.allCases)
  func paletteOpensEachExport(format: ExportFormat) throws {
    var h = harness()
    try h.type("<C-p>")
    try h.type("Export as " + format.title)
    try h.type("<ret>")
    guard case .export(let popup)? = h.state.popups.last else {
      Issue.record("no export popup")
      return
    }
    #expect(popup.format == format)
    #expect(popup.text == expected(format))
    let buffer = ScreenFixtures.render(h.state).buffer
    #expect(buffer.find("Export: " + format.title) != nil)
  }

  @Test func copySendsTheExportAndReportsTheBytes() throws {
    var h = harness()
    h.send(.command(.exportCurl))
    try h.type("c")
    #expect(h.effects.last == .copyToClipboard(expected(.curl)))
    h.send(.clipboardCopied(bytes: expected(.curl).utf8.count))
    #expect(
      h.state.status?.text
        == "Copied \(expected(.curl).utf8.count) bytes to the clipboard (OSC 52)")
    #expect(h.state.popups.count == 1)
  }

  @Test func saveAsksForAPathAndWritesTheExport() throws {
    var h = harness()
    h.send(.command(.exportPython))
    try h.type("s")
    guard case .prompt(let prompt)? = h.state.popups.last else {
      Issue.record("no prompt")
      return
    }
    #expect(prompt.input.text == "spring-sale-2027.py")
    #expect(ScreenFixtures.render(h.state).buffer.find("Save Python Admin SDK snippet as") != nil)
    try h.type("<C-u>/tmp/send.py<ret>")
    #expect(h.effects.last == .writeExport(expected(.python), path: "/tmp/send.py"))
    h.send(.exportSaved(path: "/tmp/send.py"))
    #expect(h.state.status?.text == "Saved send.py")
  }

  @Test func arrowsScrollAndEscCloses() throws {
    var h = harness()
    h.send(.command(.exportGo))
    try h.type("<down><down>")
    guard case .export(let popup)? = h.state.popups.last else {
      Issue.record("no export popup")
      return
    }
    #expect(popup.scroll == 2)
    let second = popup.lines[2]
    let buffer = ScreenFixtures.render(h.state).buffer
    #expect(buffer.find(String(second.prefix(30))) != nil)
    try h.type("<esc>")
    #expect(h.state.popups.isEmpty)
  }

  @Test func osc52EncodesTheTextInBase64AndWrapsItForTmux() {
    let plain = OSC52.sequence(copying: "héllo", environment: [:])
    #expect(plain == "\u{1B}]52;c;aMOpbGxv\u{07}")
    let tmux = OSC52.sequence(copying: "héllo", environment: ["TMUX": "/tmp/tmux-1/default,1,0"])
    #expect(
      tmux
        == "\u{1B}]52;c;aMOpbGxv\u{07}"
        + "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aMOpbGxv\u{07}\u{1B}\\")
  }
}
