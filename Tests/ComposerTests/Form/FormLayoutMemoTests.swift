import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@testable import Composer

/// The memoised form layout is only faster, never different: along a long random walk of
/// edits, focus moves, tab switches, resizes, clicks and popups over a large draft, the layout
/// and the drawn screen with the memo the reducer keeps (and with a memo left over from the
/// step before) equal a layout and screen computed from scratch.
@Suite struct FormLayoutMemoTests {
  /// The sample draft with 100 custom data pairs and a few bad values (so fields carry
  /// diagnostics that come and go as the walk edits them).
  static func largeDraft() -> Draft {
    var draft = SampleDraft.draft
    var data = draft.value(at: "message.data")?.objectValue ?? [:]
    for i in 0..<100 { data["key_\(i)"] = .string("value \(i) – ünïcödé") }
    draft.setValue(.object(data), at: "message.data")
    draft.setValue("#e0457", at: "message.android.notification.color")
    draft.setValue("soon", at: "message.android.ttl")
    draft.setValue(
      "Ends Sunday 🌸 at midnight, everything must go.", at: "message.notification.body")
    return draft
  }

  /// A 120×40 composer on `largeDraft()`, laid out for its size.
  static func largeState() -> ComposerState {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: largeDraft())
    _ = Reducer.reduce(&state, .resized(state.size))
    return state
  }

  static let sizes = [
    Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 40, height: 12),
    Size(width: 100, height: 30), Size(width: 60, height: 50), Size(width: 30, height: 8),
  ]
  static let keys = [
    "<tab>", "<backtab>", "<up>", "<down>", "<left>", "<right>", "<A-1>", "<A-2>", "<A-3>",
    "<A-4>", "<A-right>", "<ret>", "<space>", "<bs>", "<del>", "<C-n>", "<C-d>", "<C-z>", "<C-r>",
    "<F8>", "<C-a>", "<C-e>", "<C-k>", "<C-w>", "{", "\"", "x", "#", "9",
  ]

  /// One step of the walk: mostly typing and moving, sometimes a tab, a size, a click, a paste
  /// or a popup.
  static func step(_ rng: inout SplitMix64, state: ComposerState) throws -> ([Action], String) {
    let size = state.size
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<30:
      let word =
        ["sale ", "ünï", "a", "🌸", "中文 ", "{\"k\": 1}", "long words wrap here "]
        .randomElement(using: &rng) ?? "a"
      return ([.paste(word)], "paste \(word)")
    case 30..<72:
      let notation = keys.randomElement(using: &rng) ?? "<tab>"
      let key = try #require(try KeyNotation.parse(notation).first)
      return ([.key(key)], notation)
    case 72..<80:
      // Keys that change the focused toggle, choice or map without a text editor.
      let notation =
        ["<space>", "<left>", "<right>", "<ret>", "<C-n>", "<C-d>"]
        .randomElement(using: &rng) ?? "<space>"
      let key = try #require(try KeyNotation.parse(notation).first)
      return ([.key(key)], notation)
    case 80..<85:
      let next = sizes.randomElement(using: &rng) ?? sizes[0]
      return ([.resized(next)], "resize \(next.width)x\(next.height)")
    case 85..<91:
      // A click on a focusable place in view (then keys act on toggles, choices, maps…).
      // Half the time only places without a text editor (switches, choices, flags).
      let layout = ComposerLayout(state)
      var noText = Set<String>()
      for case .field(let field) in state.formItems where !field.editor.isText {
        noText.insert(field.id)
      }
      let onlyNoText = Bool.random(using: &rng)
      let places = layout.visibleFormRows.enumerated().flatMap { line, row in
        row.targets.filter { !onlyNoText || noText.contains($0.focus.fieldID) }.map {
          Position(x: layout.form.x + $0.columns.lowerBound, y: layout.form.y + line)
        }
      }
      let at = places.randomElement(using: &rng) ?? Position(x: 0, y: 0)
      let act = ["<space>", "<left>", "<right>", "<ret>"].randomElement(using: &rng) ?? "<space>"
      let key = try #require(try KeyNotation.parse(act).first)
      return ([.mouse(MouseEvent(.press(.primary), at: at)), .key(key)], "click \(at) \(act)")
    case 91..<94:
      let at = Position(
        x: Int.random(in: 0..<max(1, size.width), using: &rng),
        y: Int.random(in: 0..<max(1, size.height), using: &rng))
      return ([.mouse(MouseEvent(.press(.primary), at: at))], "click \(at.x),\(at.y)")
    case 94..<97:
      return ([.key(.char("\n"))], "newline")
    default:
      let notation = ["<F1>", "<F2>", "<esc>", "<esc>"].randomElement(using: &rng) ?? "<esc>"
      let key = try #require(try KeyNotation.parse(notation).first)
      return ([.key(key)], notation)
    }
  }

  /// The layout and screen of `state` computed from scratch.
  static func fresh(_ state: ComposerState) -> (ComposerLayout, Buffer, Position?) {
    var state = state
    state.layoutMemo = FormLayoutMemo()
    let (buffer, cursor) = ScreenFixtures.render(state)
    return (ComposerLayout(state), buffer, cursor)
  }

  /// What a walk went through, to show it reaches what the memo keeps.
  struct Coverage {
    var tabs = Set<FormTab>()
    var sizes = Set<String>()
    var editedMap = false
    var diagnosticCounts = Set<Int>()
    /// Changes made outside a text editor (toggles, choices, rows added or deleted).
    var editedWithoutEditor = 0
    /// The preview tab bar's selected tabs and over-limit marks, and the form tabs' counts.
    var previewTabs = Set<Int>()
    var overLimit = Set<[Bool]>()
    var tabCounts = Set<[Int]>()

    mutating func note(_ state: ComposerState, before: ComposerState) {
      if state.draft != before.draft, state.editing == nil, before.editing == nil {
        editedWithoutEditor += 1
      }
      tabs.insert(state.tab)
      sizes.insert("\(state.size.width)x\(state.size.height)")
      switch state.editing?.focus {
      case .mapKey?, .mapValue?, .mapNewRow?: editedMap = true
      default: break
      }
      diagnosticCounts.insert(state.derived.diagnostics.count)
      let marks = ComposerTabs.previewMarks(state)
      previewTabs.insert(marks.selected)
      overLimit.insert(marks.overLimit)
      let counts = state.layoutMemo.problems?.counts ?? [:]
      tabCounts.insert(FormTab.allCases.map { counts[$0]?.total ?? 0 })
    }
  }

  @Test func memoisedLayoutAndScreenEqualFreshOnes() throws {
    var coverage = Coverage()
    for seed: UInt64 in [1, 2] {
      try walk(seed: seed, steps: 250, coverage: &coverage)
    }
    // The walks reach what the memo keeps: map rows, diagnostics, every tab, several sizes.
    #expect(coverage.tabs.count == FormTab.allCases.count)
    #expect(coverage.sizes.count >= 4)
    #expect(coverage.editedMap)
    #expect(coverage.diagnosticCounts.count >= 3)
    #expect(coverage.editedWithoutEditor >= 5)
    #expect(coverage.previewTabs.count >= 3)
    #expect(coverage.tabCounts.count >= 3)
  }

  /// The tab bars follow the payload limit: a long paste puts every platform over it (each
  /// preview tab gets its mark) and undo takes the marks away, at two widths and on every
  /// preview tab.
  /// Where diagnostics are placed, from the last placement and from scratch, along a walk of
  /// diagnostic lists that keep their paths while messages change (the size warnings while
  /// typing), swap a message-wide warning for "no target" at the same path (whose field the
  /// message decides), and change paths.
  /// The next diagnostics of a walk over `pool` (path, rule, the texts it may have): one
  /// step in `odds`, a new choice of `counts` entries, else the same entries as `shape`; each
  /// with one of its texts.
  static func nextDiagnostics(
    from pool: [(JSONPath, RuleID, [String])], shape: inout [Int], reshapeOneIn odds: Int,
    counts: Range<Int>, random: inout SplitMix64
  ) -> [Diagnostic] {
    if Int.random(in: 0..<odds, using: &random) == 0 {
      shape = (0..<Int.random(in: counts, using: &random)).map { _ in
        Int.random(in: 0..<pool.count, using: &random)
      }
    }
    return shape.map { index in
      let (path, rule, messages) = pool[index]
      return Diagnostic(rule, path, messages.randomElement(using: &random) ?? "")
    }
  }

  @Test func placementsEqualFreshOnes() {
    let pool: [(JSONPath, RuleID, [String])] = [
      (
        "message", .topicPayloadSize,
        ["Android payload is 2100 bytes", "Android payload is 2101 bytes"]
      ),
      ("message", .noTarget, ["no target: set exactly one of token", "Web payload is 5000 bytes"]),
      ("message.notification.title", .whitespace, ["too long", "much too long"]),
      ("message.android.ttl", .durationFormat, ["not a duration"]),
      ("message.data.from", .dataKeyReserved, ["reserved key"]),
      ("recipients", .duplicateToken, ["empty"]),
      ("message.apns.payload.custom", .unknownKey, ["unknown"]),
    ]
    var random = SplitMix64(seed: 21)
    var memo = FormLayoutMemo()
    var shape = [0, 2]
    for step in 0..<800 {
      let diagnostics = FormLayoutMemoTests.nextDiagnostics(
        from: pool, shape: &shape, reshapeOneIn: 4, counts: 0..<5, random: &random)
      let notes =
        Bool.random(using: &random) ? [] : [Diagnostic(.note, "recipients.audience", "12 rows")]
      let placed = memo.placement(of: diagnostics, notes: notes)
      let fresh = FormLayoutMemo().placement(of: diagnostics, notes: notes)
      #expect(placed.byField == fresh.byField, "step \(step)")
      #expect(placed.placed.map(\.id) == fresh.placed.map(\.id), "step \(step)")
      #expect(placed.placed.map(\.severity) == fresh.placed.map(\.severity), "step \(step)")
      if placed.byField != fresh.byField { return }
      memo.placement = placed
    }
  }

  @Test func tabBarsFollowTheLimitTheSelectionAndTheSize() throws {
    var state = Self.largeState()
    let long = String(repeating: "long words wrap here ", count: 120)
    var actions: [Action] = []
    for size in [Size(width: 120, height: 40), Size(width: 70, height: 30)] {
      actions += [.resized(size), .paste(long)]
      actions += Array(repeating: .key(.alt("]")), count: PreviewTab.allCases.count)
      actions += [.key(.ctrl("z"))]
      actions += Array(repeating: .key(.alt("]")), count: PreviewTab.allCases.count)
    }
    var overLimit = Set<[Bool]>()
    var selected = Set<Int>()
    var previousMemo = state.layoutMemo
    for (index, action) in actions.enumerated() {
      _ = Reducer.reduce(&state, action)
      overLimit.insert(ComposerTabs.previewMarks(state).overLimit)
      selected.insert(ComposerTabs.previewMarks(state).selected)
      let (layout, buffer, _) = Self.fresh(state)
      let context = Comment(rawValue: "step \(index): \(action)")
      try #require(ComposerLayout(state) == layout, context)
      try #require(ScreenFixtures.render(state).buffer == buffer, context)
      var stale = state
      stale.layoutMemo = previousMemo
      try #require(ComposerLayout(stale) == layout, context)
      stale.refreshLayoutMemo()
      try #require(ComposerLayout(stale) == layout, context)
      previousMemo = state.layoutMemo
    }
    #expect(overLimit.count == 2)
    #expect(selected.count == PreviewTab.allCases.count)
  }

  /// A field written in lowerCamelCase is read where it is written: when only that member of
  /// the message changes (an undo, a load), the row shows the new value.
  @Test func aCamelCaseMemberIsReadAgainWhenItChanges() throws {
    var draft = Self.largeDraft()
    var message = draft.message
    message["fcm_options"] = nil
    message["fcmOptions"] = ["analyticsLabel": "label_one"]
    draft.message = message
    var state = ScreenFixtures.sample(Size(width: 120, height: 200), draft: draft)
    _ = Reducer.reduce(&state, .resized(state.size))
    func shows(_ text: String, _ layout: ComposerLayout) -> Bool {
      layout.visibleFormRows.contains { $0.segments.contains { $0.text.contains(text) } }
    }
    #expect(shows("label_one", ComposerLayout(state)))
    for label in ["label_two", "label_one"] {
      message["fcmOptions"] = ["analyticsLabel": .string(label)]
      state.draft.message = message
      let (layout, _, _) = Self.fresh(state)
      #expect(shows(label, layout))
      try #require(ComposerLayout(state) == layout)
      state.refreshLayoutMemo()
    }
  }

  private func walk(seed: UInt64, steps: Int, coverage: inout Coverage) throws {
    var rng = SplitMix64(seed: seed)
    var state = Self.largeState()
    var previousMemo = FormLayoutMemo()
    var log: [String] = []
    for index in 0..<steps {
      let (actions, name) = try Self.step(&rng, state: state)
      log.append(name)
      let before = state
      for action in actions { _ = Reducer.reduce(&state, action) }
      if state.isQuitting { break }
      coverage.note(state, before: before)
      let (layout, buffer, cursor) = Self.fresh(state)
      let context = Comment(rawValue: "seed \(seed), step \(index): \(log.suffix(6))")
      try #require(ComposerLayout(state) == layout, context)
      let drawn = ScreenFixtures.render(state)
      try #require(drawn.buffer == buffer, context)
      try #require(drawn.cursor == cursor, context)
      // A memo from the state before (as when a state changes outside the reducer) is checked
      // entry by entry, never trusted.
      var stale = state
      stale.layoutMemo = previousMemo
      try #require(ComposerLayout(stale) == layout, context)
      try #require(ScreenFixtures.render(stale).buffer == buffer, context)
      stale.refreshLayoutMemo()
      try #require(ComposerLayout(stale) == layout, context)
      previousMemo = state.layoutMemo
    }
  }
}
