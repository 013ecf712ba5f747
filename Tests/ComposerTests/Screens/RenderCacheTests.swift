import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// Rows carried from frame to frame are only faster, never different: along random walks of
/// typing, moves, tab and preview-tab switches, scrolling, resizes, clicks and popups over a
/// large draft, every frame drawn as the run loop draws it (with its render cache, over the
/// frame before last) equals the frame drawn from scratch into a blank grid, in a styled theme
/// (so a row copied with the wrong colours, or a cell left from an old frame, would show).
@Suite struct RenderCacheTests {
  static let previewKeys = ["<A-]>", "<A-[>", "<pagedown>", "<pageup>"]

  static func theme() -> ResolvedTheme {
    ThemeCatalog(environment: [:]).load(name: "default", profile: .trueColor).0
  }

  /// A frame drawn into `reusing` (the run loop's grid from the frame before last, not
  /// blanked: `TerminalApp.rendersEveryCell`) when its size fits, else into a blank grid.
  static func frame(
    _ state: ComposerState, theme: ResolvedTheme, cache: ComposerRenderCache?,
    reusing: Buffer? = nil
  ) -> (Buffer, Position?) {
    var buffer = reusing.flatMap { $0.size == state.size ? $0 : nil } ?? Buffer(size: state.size)
    let cursor = ComposerView.render(
      state, into: &buffer, styles: theme, home: nil, cache: cache)
    return (buffer, cursor)
  }

  /// Where two frames first differ ("row 3, column 7: …"), or nil when they are equal.
  static func firstDifference(_ a: Buffer, _ b: Buffer) -> String? {
    guard a.size == b.size else { return "sizes \(a.size) and \(b.size)" }
    for y in 0..<a.size.height {
      for x in 0..<a.size.width where a[x, y] != b[x, y] {
        return "row \(y), column \(x): \(a[x, y]) instead of \(b[x, y])\n\(a.text(row: y))"
      }
    }
    return nil
  }

  @Test func framesDrawnThroughTheCacheEqualFreshFrames() throws {
    let theme = Self.theme()
    var reused = 0
    for seed: UInt64 in [3, 4] {
      var rng = SplitMix64(seed: seed)
      var state = FormLayoutMemoTests.largeState()
      let cache = ComposerRenderCache()
      var frames: (older: Buffer?, last: Buffer?) = (nil, nil)
      var log: [String] = []
      for index in 0..<300 {
        let (actions, name): ([Action], String)
        if rng.below(6) == 0 {
          let notation = Self.previewKeys[rng.below(Self.previewKeys.count)]
          let key = try #require(try KeyNotation.parse(notation).first)
          (actions, name) = ([.key(key)], notation)
        } else {
          (actions, name) = try FormLayoutMemoTests.step(&rng, state: state)
        }
        log.append(name)
        for action in actions { _ = Reducer.reduce(&state, action) }
        if state.isQuitting { break }
        let context = Comment(rawValue: "seed \(seed), step \(index): \(log.suffix(6))")
        let before = cache.count
        let (cached, cachedCursor) = Self.frame(
          state, theme: theme, cache: cache, reusing: frames.older)
        frames = (frames.last, cached)
        let (fresh, freshCursor) = Self.frame(state, theme: theme, cache: nil)
        try #require(Self.firstDifference(cached, fresh) == nil, context)
        try #require(cachedCursor == freshCursor, context)
        if before > 0 { reused += 1 }
      }
    }
    // The walks drew most frames with rows left from the frame before.
    #expect(reused > 400)
  }

  @Test func everyCellIsDrawnWhateverTheGridHeld() throws {
    let theme = Self.theme()
    let state = FormLayoutMemoTests.largeState()
    var garbage = Buffer(size: state.size)
    garbage.fill(
      garbage.area, with: Cell("#", style: Style(foreground: .rgb(255, 0, 0), modifiers: [.bold])))
    let (drawn, _) = Self.frame(state, theme: theme, cache: nil, reusing: garbage)
    let fresh = Self.frame(state, theme: theme, cache: nil).0
    #expect(Self.firstDifference(drawn, fresh) == nil)
  }

  @Test func typingCopiesEveryRowButTheEditedOnes() throws {
    let theme = Self.theme()
    var state = FormLayoutMemoTests.largeState()
    let cache = ComposerRenderCache()
    _ = Self.frame(state, theme: theme, cache: cache)
    let remembered = cache.count
    #expect(remembered > 40)
    let formRows = ComposerLayout(state).visibleFormRows.count
    _ = Reducer.reduce(&state, .key(.char("x")))
    let copiesBefore = cache.copies
    let paneCopiesBefore = cache.formPaneCopies
    let (cached, _) = Self.frame(state, theme: theme, cache: cache)
    #expect(Self.firstDifference(cached, Self.frame(state, theme: theme, cache: nil).0) == nil)
    // The form pane is copied whole and the title's editor drawn over it; elsewhere the
    // title's JSON line and a counter or two are drawn, and the rest are copies.
    #expect(cache.formPaneCopies == paneCopiesBefore + 1)
    #expect(cache.copies - copiesBefore >= remembered - formRows - 4)
    // After a theme change the owner resets the cache: nothing is copied with old colours.
    cache.reset()
    #expect(cache.count == 0)
    let paper = ThemeCatalog(environment: [:]).load(name: "paper", profile: .trueColor).0
    var buffer = Buffer(size: state.size)
    ComposerView.render(state, into: &buffer, styles: paper, home: nil, cache: cache)
    #expect(Self.firstDifference(buffer, Self.frame(state, theme: paper, cache: nil).0) == nil)
  }

  /// The status bar's pieces are kept while what they are made from stays the same: each
  /// change of it (the unsaved marker, a message, the problem counts, the profile, the width)
  /// still shows through the cache.
  @Test func theStatusBarFollowsEachOfItsInputsThroughTheCache() throws {
    let theme = Self.theme()
    var state = FormLayoutMemoTests.largeState()
    let cache = ComposerRenderCache()
    func bar() throws -> String {
      let (cached, _) = Self.frame(state, theme: theme, cache: cache)
      let fresh = Self.frame(state, theme: theme, cache: nil).0
      try #require(Self.firstDifference(cached, fresh) == nil)
      return cached.text(row: ComposerLayout(state).statusBar.y)
    }
    state.status = nil
    let start = try bar()
    #expect(try bar() == start)
    _ = Reducer.reduce(&state, .key(.char("x")))
    #expect(try bar().contains("[+]"))
    state.status = StatusMessage("Saved drafts/sale.json", .success)
    #expect(try bar().contains("Saved drafts/sale.json"))
    let errors = state.derived.diagnostics.filter { $0.severity == .error }.count
    state.serverDiagnostics = [
      Diagnostic(.fcmRejected, "message.notification.title", "Invalid title")
    ]
    #expect(try bar().contains("✗ \(errors + 1)"))
    state.profileName = "prod-eu"
    #expect(try bar().contains("prod-eu"))
    _ = Reducer.reduce(&state, .resized(Size(width: 100, height: 30)))
    #expect(try bar().count <= 100)
  }
}
