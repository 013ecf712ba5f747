import TermUI
import TestSupport
import Testing

@Suite struct WidgetSnapshotTests {
  let styles = RoleStyles.plain

  @Test func focusedBlockWithParagraphWrapsInside() {
    var buffer = Buffer(size: Size(width: 20, height: 6))
    let paragraph = Paragraph("Sale ends tonight at midnight. 中文字符 👍🏽")
      .block(Block(title: "Notification text").focused())
    buffer.render(paragraph, in: buffer.area, styles: styles)
    assertSnapshot(buffer, cursor: nil, named: "block-paragraph")
  }

  @Test func paragraphScrollsByRowsWithStyledSpans() {
    var buffer = Buffer(size: Size(width: 16, height: 3))
    let lines: [Line] = [
      Line([Span("{", role: "json.punctuation")]),
      Line([
        Span("  \"title\"", role: "json.key"), Span(": ", role: "json.punctuation"),
        Span("\"Sale\"", role: "json.string"),
      ]),
      Line([
        Span("  \"badge\"", role: "json.key"), Span(": ", role: "json.punctuation"),
        Span("3", role: "json.number"),
      ]),
      Line([Span("}", role: "json.punctuation")]),
    ]
    buffer.render(Paragraph(lines: lines).scroll(1), in: buffer.area, styles: styles)
    assertSnapshot(buffer, cursor: nil, named: "paragraph-json-scrolled")
  }

  @Test func tabBarMarksTabsWithContent() {
    var buffer = Buffer(size: Size(width: 40, height: 1))
    let tabs = TabBar(
      [
        .init("Common"), .init("Android", marker: "●", markerRole: "platform.android"),
        .init("APNs"), .init("Web"),
      ], selected: 1)
    buffer.render(tabs, in: buffer.area, styles: styles)
    assertSnapshot(buffer, cursor: nil, named: "tabbar")
    #expect(tabs.tabRanges(startingAt: 0).first == 0..<8)
  }

  @Test func gaugeChangesRoleNearAndOverTheLimit() {
    var buffer = Buffer(size: Size(width: 36, height: 3))
    let rows = buffer.area.rows
    buffer.render(Gauge(label: "Android", value: 1024, limit: 4096, unit: "B"), in: rows[0])
    buffer.render(Gauge(label: "APNs", value: 3900, limit: 4096, unit: "B"), in: rows[1])
    buffer.render(Gauge(label: "Web", value: 5000, limit: 4096, unit: "B"), in: rows[2])
    assertSnapshot(buffer, cursor: nil, named: "gauges")
    #expect(Gauge(label: "", value: 3900, limit: 4096).level == .near)
  }

  @Test func listKeepsTheSelectionVisible() {
    var buffer = Buffer(size: Size(width: 14, height: 3))
    var state = ListState(selected: 4)
    let list = ListView((1...6).map { Line("token-\($0)-abcdef") }).highlightSymbol("> ")
    list.render(in: buffer.area, buffer: &buffer, state: &state, styles: styles)
    #expect(state.offset == 2)
    assertSnapshot(buffer, cursor: nil, named: "list-scrolled")
  }

  @Test func tableCutsCellsToTheirColumns() {
    var buffer = Buffer(size: Size(width: 30, height: 4))
    var state = ListState(selected: 0)
    let table = Table(
      rows: [
        ["dGhpcyBpcyBhIHRva2Vu", "sent", "120 ms"], ["c2Vjb25kIHRva2Vu", "UNREGISTERED", "98 ms"],
      ],
      widths: [.fill, .length(8), .length(6)], header: ["Token", "Result", "Time"])
    table.render(in: buffer.area, buffer: &buffer, state: &state, styles: styles)
    assertSnapshot(buffer, cursor: nil, named: "table")
  }

  @Test func popupClearsWhatIsBeneath() {
    var buffer = Buffer(size: Size(width: 30, height: 7))
    for row in buffer.area.rows {
      buffer.setString(x: 0, y: row.y, String(repeating: "x", count: 30))
    }
    let popup = Popup(title: "Quit?", size: Size(width: 20, height: 5))
    buffer.render(popup, in: buffer.area)
    let inner = popup.inner(in: buffer.area)
    buffer.render(Paragraph("Unsaved changes"), in: inner)
    assertSnapshot(buffer, cursor: nil, named: "popup")
  }

  @Test func helpBarLeavesOutHintsThatDoNotFit() {
    var buffer = Buffer(size: Size(width: 34, height: 1))
    let bar = HelpBar([
      .init(.ctrl("s"), "save"), .init(.tab, "next"), .init(.f(1), "help"),
      .init(.ctrl("q"), "quit"),
    ])
    buffer.render(bar, in: buffer.area)
    assertSnapshot(buffer, cursor: nil, named: "helpbar-narrow")
  }

  @Test func textFieldScrollsAndPlacesTheCursor() {
    var buffer = Buffer(size: Size(width: 12, height: 2))
    var single = TextEditorState("Sale ends tonight 中文")
    let cursor = TextEditorView(focused: true).render(
      in: Rect(x: 0, y: 0, width: 12, height: 1), buffer: &buffer, state: &single, styles: styles)
    var empty = TextEditorState()
    TextEditorView(placeholder: "Notification title").render(
      in: Rect(x: 0, y: 1, width: 12, height: 1), buffer: &buffer, state: &empty, styles: styles)
    #expect(cursor == Position(x: 11, y: 0))
    assertSnapshot(buffer, cursor: nil, named: "text-field")
  }
}
