import TermUI
import Testing

@MainActor
@Suite struct TerminalAppTests {
  enum Action: Sendable, Equatable { case loaded(String) }

  final class Model {
    var text = TextEditorState()
    var status = "ready"
    var handled = 0
  }

  func handler(_ model: Model) -> (AppInput<Action>) -> LoopControl {
    { input in
      model.handled += 1
      switch input {
      case .event(.key(.ctrl("q"))): return .quit
      case .event(.key(.ctrl("l"))): return .unchanged
      case .event(let event): return model.text.handle(event) ? .redraw : .unchanged
      case .action(.loaded(let name)):
        model.status = "loaded \(name)"
        return .redraw
      }
    }
  }

  func render(_ model: Model) -> (inout Buffer) -> Position? {
    { buffer in
      var state = model.text
      let cursor = TextEditorView(focused: true).render(
        in: Rect(x: 0, y: 0, width: buffer.size.width, height: 1), buffer: &buffer, state: &state,
        styles: RoleStyles.plain)
      buffer.setString(x: 0, y: buffer.size.height - 1, model.status, role: "ui.statusline")
      return cursor
    }
  }

  @Test func typedKeysAreDrawnWithMinimalUpdates() throws {
    let terminal = MemoryTerminal(size: Size(width: 20, height: 3))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    app.step(handle: handler(model), render: render(model))
    #expect(
      terminal.screen.lines == [
        "                    ", "                    ", "ready               ",
      ])
    let before = terminal.cellsDrawn
    try terminal.type("Hi")
    app.step(handle: handler(model), render: render(model))
    #expect(terminal.screen.text(row: 0) == "Hi                  ")
    #expect(terminal.cursor == Position(x: 2, y: 0))
    #expect(terminal.cellsDrawn - before == 2)
    #expect(app.frameCount == 2)
  }

  /// Frames are drawn into the grids of earlier frames: each must start blank, so what an
  /// earlier frame drew and a later one does not draw is erased, and a resize starts afresh.
  @Test func eachFrameStartsFromABlankGrid() throws {
    let terminal = MemoryTerminal(size: Size(width: 12, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    var lines = ["first frame", "wide 🌸 text"]
    let render: (inout Buffer) -> Position? = { buffer in
      for (y, line) in lines.enumerated() { buffer.setString(x: 0, y: y, line) }
      return nil
    }
    let redraw: (AppInput<Action>) -> LoopControl = { _ in .redraw }
    app.step(handle: redraw, render: render)
    for frame in [["2nd", ""], ["", "3"], ["4th", "🌸"], ["", ""]] {
      lines = frame
      try terminal.type("x")
      app.step(handle: redraw, render: render)
      #expect(terminal.screen.lines == Buffer(lines: frame).padded(to: terminal.size).lines)
      #expect(terminal.screen == Buffer(lines: frame).padded(to: terminal.size))
    }
    terminal.resize(to: Size(width: 6, height: 1))
    lines = ["after"]
    app.step(handle: redraw, render: render)
    #expect(terminal.screen.lines == ["after "])
  }

  @Test func unchangedInputDrawsNoFrame() throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    app.step(handle: handler(model), render: render(model))
    try terminal.type("<C-l>")
    app.step(handle: handler(model), render: render(model))
    #expect(app.frameCount == 1)
    #expect(terminal.flushCount == 1)
  }

  @Test func effectResultsArriveThroughTheInbox() async throws {
    let terminal = MemoryTerminal(size: Size(width: 20, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    app.perform { inbox in inbox.post(.loaded("draft.json")) }
    let outcome = await app.run(
      handle: { input in
        let control = handler(model)(input)
        if case .action = input { return .quit }
        return control
      }, render: render(model))
    #expect(outcome == .quit)
    #expect(model.status == "loaded draft.json")
  }

  @Test func resizeRepaintsEverythingAndQuitStopsTheLoop() async throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    app.step(handle: handler(model), render: render(model))
    terminal.resize(to: Size(width: 14, height: 3))
    terminal.resize(to: Size(width: 12, height: 3))
    app.step(handle: handler(model), render: render(model))
    #expect(model.handled == 1)  // the two resizes were coalesced
    #expect(terminal.clearCount == 2)
    #expect(terminal.screen.text(row: 2) == "ready       ")
    try terminal.type("ok<C-q>never")
    let outcome = await app.run(handle: handler(model), render: render(model))
    #expect(outcome == .quit)
    #expect(model.text.text == "ok")
  }

  @Test func aSignalStopsTheLoopWithItsExitStatus() async {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    terminal.raise(signal: 15)
    let outcome = await app.run(handle: handler(model), render: render(model))
    #expect(outcome == .signal(15))
    #expect(outcome.exitStatus == 143)
  }

  @Test func keysTypedWhileTheLoopWaitsAreHandledAndABurstDrawsOneFrame() async throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    app.perform { _ in
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run { try? terminal.type("abc") }  // three wake-ups in one main-actor job
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run { try? terminal.type("<C-q>") }
    }
    let outcome = await app.run(handle: handler(model), render: render(model))
    #expect(outcome == .quit)
    #expect(model.text.text == "abc")
    #expect(app.frameCount == 2)  // the first frame, then one for the burst
    #expect(terminal.screen.text(row: 0) == "abc       ")
  }

  @Test func aKeyTheMainLoopReadsIsDrawnBeforeItsHandlerReturns() async throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    var framesWhenReturned: [Int] = []
    app.perform { _ in
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run {
        // No task, no main-queue hop: the key is handled and drawn in the handler's call.
        terminal.sendFromMainLoop([.key(KeyEvent(.char("a")))])
        framesWhenReturned.append(app.frameCount)
        terminal.sendFromMainLoop([.key(KeyEvent(.char("b")))])
        framesWhenReturned.append(app.frameCount)
        terminal.send([.key(KeyEvent(.char("q"), modifiers: .ctrl))])
      }
    }
    let outcome = await app.run(handle: handler(model), render: render(model))
    #expect(outcome == .quit)
    #expect(framesWhenReturned == [2, 3])
    #expect(terminal.screen.text(row: 0) == "ab        ")
  }

  @Test func aMainLoopKeyArrivingDuringAStepWaitsForTheNextOne() async throws {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let app = TerminalApp<Action>(backend: terminal)
    let model = Model()
    var nested = false
    let typing = handler(model)
    let handle: (AppInput<Action>) -> LoopControl = { input in
      if case .event(.key(let key)) = input, key.code == .char("a"), !nested {
        nested = true
        // Inside a step: this must not step again (re-entering the reducer mid-key).
        terminal.sendFromMainLoop([.key(KeyEvent(.char("b")))])
        #expect(model.text.text == "")
      }
      return typing(input)
    }
    app.perform { _ in
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run { terminal.sendFromMainLoop([.key(KeyEvent(.char("a")))]) }
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run { try? terminal.type("<C-q>") }
    }
    let outcome = await app.run(handle: handle, render: render(model))
    #expect(outcome == .quit)
    #expect(model.text.text == "ab")
  }

  @Test func cancellingTheTaskThatRunsTheLoopStopsIt() async {
    let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
    let model = Model()
    let running = Task { @MainActor in
      let app = TerminalApp<Action>(backend: terminal)
      return await app.run(handle: handler(model), render: render(model))
    }
    try? await Task.sleep(for: .milliseconds(10))
    running.cancel()
    #expect(await running.value == .quit)
    #expect(model.handled == 0)
  }
}

extension Buffer {
  /// This buffer's text drawn at the top left of a blank buffer of `size`.
  fileprivate func padded(to size: Size) -> Buffer {
    var result = Buffer(size: size)
    for y in 0..<min(self.size.height, size.height) {
      for x in 0..<min(self.size.width, size.width) where !self[x, y].isContinuation {
        result.set(self[x, y], x: x, y: y)
      }
    }
    return result
  }
}

@MainActor
@Suite struct TerminalAppTypedRunTests {
  /// Keys read in one go arrive as one paste when the screen asks for it, so a line typed into
  /// the wrong window is text, not a burst of single-letter commands; keys read one at a time,
  /// and modified keys, stay keys.
  @Test func aRunOfTypedKeysReadAtOnceArrivesAsText() throws {
    let terminal = MemoryTerminal(size: Size(width: 20, height: 2))
    let app = TerminalApp<Never>(backend: terminal)
    app.takesTypedRunsAsText = { true }
    var inputs: [Event] = []
    let handle: (AppInput<Never>) -> LoopControl = { input in
      if case .event(let event) = input { inputs.append(event) }
      return .unchanged
    }
    try terminal.type("rm -rf x<ret>q")
    app.step(handle: handle, render: { _ in nil })
    #expect(inputs == [.paste("rm -rf x"), .key(.enter), .key(KeyEvent(.char("q")))])
    inputs = []
    try terminal.type("j")
    app.step(handle: handle, render: { _ in nil })
    try terminal.type("<C-o>k")
    app.step(handle: handle, render: { _ in nil })
    #expect(inputs == [.key(KeyEvent(.char("j"))), .key(.ctrl("o")), .key(KeyEvent(.char("k")))])
    app.takesTypedRunsAsText = { false }
    inputs = []
    try terminal.type("ab")
    app.step(handle: handle, render: { _ in nil })
    #expect(inputs == [.key(KeyEvent(.char("a"))), .key(KeyEvent(.char("b")))])
  }
}
