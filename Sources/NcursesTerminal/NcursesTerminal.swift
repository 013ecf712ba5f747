@preconcurrency import CNcursesShim
@preconcurrency import CNcursesw
import Glibc
import TermUI

/// The real terminal: a `TerminalBackend` over ncursesw, the only code that touches it.
///
/// `init` claims the terminal (locale, raw mode, no echo, keypad, 25 ms escape delay, default
/// colours, bracketed paste, quit-signal handlers); `restore()` gives it back and is safe to
/// call more than once. Use it like this:
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// defer { terminal.restore() }
/// let outcome = await app.run(handle: …, render: …)
/// terminal.restore()
/// exit(outcome.exitStatus)   // 128 + signal after SIGINT/SIGTERM/SIGHUP
/// ```
@MainActor
public final class NcursesTerminal: TerminalBackend {
  /// How to claim the terminal.
  public struct Options: Sendable {
    /// How long ncurses waits after ESC for the rest of a key sequence, in milliseconds.
    public var escapeDelay: Int32 = 25
    /// Whether to report mouse buttons and wheel from the start.
    public var mouseCapture = false
    /// Whether to ask for bracketed paste (pastes arrive as one `.paste` event).
    public var bracketedPaste = true
    /// Whether to ask for focus in/out reports.
    public var focusEvents = false

    /// The defaults.
    public init() {}
  }

  private let options: Options
  private var pairs: ColorPairs
  private var decoder = InputDecoder()
  private var sources: InputSources?
  private var loopStdin: LoopStdinWatch?
  private var currentSize: Size
  private var isClaimed = true
  /// Emoji presentation sequences the terminal draws two cells wide while ncurses (which
  /// measures with `wcwidth`) counts one: ncurses gets the text glyph and a blank, and the
  /// sequence is written over them after each update (see `flush`).
  private var wideOverlays: [Position: String] = [:]

  /// Claims the terminal. Throws when stdin/stdout is not a terminal or `TERM` is unusable.
  public init(options: Options = Options()) throws(TerminalError) {
    self.options = options
    switch fcm_claim(options.escapeDelay) {
    case 0: break
    case -1: throw .notATerminal
    default:
      throw .initializationFailed(term: getenv("TERM").map { String(cString: $0) } ?? "")
    }
    pairs = ColorPairs(colors: Int(fcm_colors()), capacity: Int(fcm_color_pairs()))
    currentSize = Size(width: Int(fcm_cols()), height: Int(fcm_lines()))
    var modes = ""
    if options.bracketedPaste { modes += "\u{1B}[?2004h" }
    if options.focusEvents { modes += "\u{1B}[?1004h" }
    if !modes.isEmpty { fcm_write_raw(modes) }
    if options.mouseCapture { fcm_mouse_capture(1) }
  }

  isolated deinit {
    restore()
  }

  /// Gives the terminal back: turns off paste/focus reports and mouse capture, stops input
  /// sources and calls `endwin`. Idempotent; call it on every exit path before printing.
  public func restore() {
    guard isClaimed else { return }
    isClaimed = false
    fcm_reset_quit_handlers()
    sources?.cancel()
    sources = nil
    loopStdin?.cancel()
    loopStdin = nil
    fcm_mouse_capture(0)
    var modes = ""
    if options.bracketedPaste { modes += "\u{1B}[?2004l" }
    if options.focusEvents { modes += "\u{1B}[?1004l" }
    fcm_set_cursor(0, 0)
    fcm_release()
    if !modes.isEmpty { fcm_write_raw(modes) }
  }

  /// Hands the terminal to another program (`$EDITOR`): paste and mouse reports off, then
  /// `endwin`. Input sources stay, but nothing reads keys until `resume`.
  public func suspend() {
    guard isClaimed else { return }
    fcm_mouse_capture(0)
    if options.bracketedPaste { fcm_write_raw("\u{1B}[?2004l") }
    fcm_suspend()
  }

  /// Takes the terminal back after `suspend` and repaints it.
  public func resume() {
    guard isClaimed else { return }
    fcm_resume()
    if options.bracketedPaste { fcm_write_raw("\u{1B}[?2004h") }
    if mouseCapture { fcm_mouse_capture(1) }
  }

  /// Writes bytes straight to the terminal (escape sequences that draw nothing, such as the
  /// OSC 52 clipboard); ignored once the terminal is restored.
  public func writeRaw(_ bytes: String) {
    guard isClaimed else { return }
    fcm_write_raw(bytes)
  }

  /// Whether mouse reports are on; while on, the terminal's own text selection needs Shift.
  public var mouseCapture = false {
    didSet { if isClaimed { fcm_mouse_capture(mouseCapture ? 1 : 0) } }
  }

  /// How many colours the terminal reports (0 for none); caps the theme's colour profile.
  public var colorCount: Int { Int(fcm_colors()) }

  /// The size ncurses currently knows.
  public var size: Size { currentSize }

  /// Draws runs cell by cell with `setcchar` + `mvadd_wch` (wide and combining characters).
  public func draw(_ changes: [CellChange]) {
    guard isClaimed else { return }
    for change in changes {
      var x = change.x
      for cell in change.cells {
        defer { x += 1 }
        if cell.isContinuation { continue }
        if !wideOverlays.isEmpty {
          wideOverlays[Position(x: x, y: change.y)] = nil
          wideOverlays[Position(x: x - 1, y: change.y)] = nil
        }
        if let symbol = Self.overlaySymbol(cell) {
          var text = cell
          text.symbol = String(
            String.UnicodeScalarView(symbol.unicodeScalars.filter { $0 != "\u{FE0F}" }))
          drawCell(text, x: x, y: change.y)
          var blank = cell
          blank.symbol = " "
          drawCell(blank, x: x + 1, y: change.y)
          wideOverlays[Position(x: x, y: change.y)] = symbol
          continue
        }
        drawCell(cell, x: x, y: change.y)
      }
    }
  }

  /// Draws one cell. A cluster of several spacing glyphs (`👍🏽`, `👩‍💻`) is drawn glyph by
  /// glyph, each with its zero-width followers, because `setcchar` takes one spacing character.
  private func drawCell(_ cell: Cell, x: Int, y: Int) {
    let pair = pairs.pair(for: cell.style) { pair, fg, bg in fcm_init_pair(pair, fg, bg) == 0 }
    let modifiers = UInt32(truncatingIfNeeded: cell.style.modifiers.rawValue & 0x3F)
    if var value = cell.scalar?.value {
      // One scalar (most cells): one glyph, no strings.
      _ = fcm_draw_cell(Int32(y), Int32(x), &value, 1, modifiers, pair)
      return
    }
    var segments: [[UInt32]] = []
    for scalar in cell.symbol.unicodeScalars {
      if TextWidth.of(scalar) > 0 || segments.isEmpty {
        segments.append([scalar.value])
      } else {
        segments[segments.count - 1].append(scalar.value)
      }
    }
    if segments.isEmpty { segments = [[0x20]] }
    var column = x
    for segment in segments {
      segment.withUnsafeBufferPointer { buffer in
        _ = fcm_draw_cell(
          Int32(y), Int32(column), buffer.baseAddress, Int32(buffer.count), modifiers, pair)
      }
      column += segment.first.flatMap { Unicode.Scalar($0) }.map { max(1, TextWidth.of($0)) } ?? 1
    }
  }

  /// Moves and shows the cursor, or hides it.
  public func setCursor(_ position: Position?) {
    guard isClaimed else { return }
    if let position {
      fcm_set_cursor(Int32(position.y), Int32(position.x))
    } else {
      fcm_set_cursor(-1, -1)
    }
  }

  /// Blanks the screen; the next flush repaints it completely.
  public func clear() {
    guard isClaimed else { return }
    wideOverlays = [:]
    fcm_clear()
  }

  /// `wnoutrefresh` + `doupdate` (and any wide-character overlays), sent as one write.
  public func flush() {
    guard isClaimed else { return }
    // One write(2) per frame (see fcm_frame_begin).
    _ = fcm_frame_begin()
    defer { fcm_frame_end() }
    fcm_flush()
    guard !wideOverlays.isEmpty else { return }
    var bytes = ""
    for (position, symbol) in wideOverlays {
      bytes += "\u{1B}[\(position.y + 1);\(position.x + 1)H" + symbol
    }
    var y: Int32 = 0
    var x: Int32 = 0
    fcm_physical_cursor(&y, &x)
    fcm_write_raw(bytes + "\u{1B}[\(y + 1);\(x + 1)H")
  }

  /// The cell's cluster when it is two cells wide only because VS16 makes it so here (ncurses
  /// counts one).
  private static func overlaySymbol(_ cell: Cell) -> String? {
    guard cell.width == 2, cell.scalar == nil, cell.symbol.unicodeScalars.contains("\u{FE0F}")
    else { return nil }
    let symbol = cell.symbol
    let narrow = EmojiWidth.$current.withValue(.one) { TextWidth.of(symbol) }
    return narrow == 1 ? symbol : nil
  }

  /// A quit signal received since the terminal was claimed.
  public var pendingSignal: Int32? {
    let signal = fcm_pending_quit_signal()
    return signal == 0 ? nil : signal
  }

  /// Starts the stdin, SIGWINCH and quit-signal sources and installs the signal handlers; stdin
  /// is watched by `MainLoop` on the main thread when it runs, else by a dispatch source.
  public func startInput(wake: @escaping @Sendable () -> Void) {
    guard sources == nil else { return }
    loopStdin = LoopStdinWatch(wake: wake)
    let sources = InputSources(watchingStdin: loopStdin == nil, wake: wake)
    _ = fcm_install_quit_handlers(sources.quitWakeFD)
    self.sources = sources
  }

  /// Drains `get_wch` until nothing is left and decodes it.
  public func pollEvents() -> [Event] {
    guard isClaimed else { return [] }
    var raw: [RawInput] = []
    if sources?.takeResize() == true { raw.append(contentsOf: resizeInput()) }
    while let input = readOne() {
      raw.append(contentsOf: input)
    }
    sources?.resumeInput()
    loopStdin?.resume()
    return decoder.decode(raw)
  }

  private func readOne() -> [RawInput]? {
    var value: wint_t = 0
    let status = get_wch(&value)
    if status == OK {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return [] }
      return [.scalar(scalar)]
    }
    guard status == KEY_CODE_YES else { return nil }
    let code = Int32(bitPattern: value)
    if code == KEY_RESIZE { return resizeInput() }
    if code == KEY_MOUSE { return mouseInput() }
    return NcursesKeys.input(for: code).map { [$0] } ?? []
  }

  private func resizeInput() -> [RawInput] {
    var rows: Int32 = 0
    var cols: Int32 = 0
    _ = fcm_update_size(&rows, &cols)
    let newSize = Size(width: Int(cols), height: Int(rows))
    guard newSize != currentSize else { return [] }
    currentSize = newSize
    return [.event(.resize(newSize))]
  }

  private func mouseInput() -> [RawInput] {
    var kind: Int32 = 0
    var button: Int32 = 0
    var bits: Int32 = 0
    var y: Int32 = 0
    var x: Int32 = 0
    guard fcm_read_mouse(&kind, &button, &bits, &y, &x) == 0 else { return [] }
    let buttons: [MouseEvent.Button] = [.primary, .middle, .secondary]
    let which = buttons[max(0, min(2, Int(button) - 1))]
    let eventKind: MouseEvent.Kind
    switch kind {
    case 1: eventKind = .press(which)
    case 2: eventKind = .release(which)
    case 3: eventKind = .wheelUp
    case 4: eventKind = .wheelDown
    default: return []
    }
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.ctrl) }
    let event = MouseEvent(
      eventKind, at: Position(x: Int(x), y: Int(y)), modifiers: modifiers)
    return [.event(.mouse(event))]
  }
}

extension NcursesTerminal {
  /// How wide this terminal draws "❄️" (asked once, at start-up: see `EmojiWidthProbe`); nil
  /// when it did not answer in `timeoutMilliseconds`.
  public func probeEmojiWidth(timeoutMilliseconds: Int32) -> EmojiWidth? {
    EmojiWidthProbe.run(timeoutMilliseconds: timeoutMilliseconds)
  }
}
