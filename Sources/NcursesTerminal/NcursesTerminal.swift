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
  private var encoder: FrameEncoder
  private var cursor: Position?
  private var decoder = InputDecoder()
  private var sources: InputSources?
  private var loopStdin: LoopStdinWatch?
  private var currentSize: Size
  private var isClaimed = true

  /// Claims the terminal. Throws when stdin/stdout is not a terminal or `TERM` is unusable.
  public init(options: Options = Options()) throws(TerminalError) {
    self.options = options
    switch fcm_claim(options.escapeDelay) {
    case 0: break
    case -1: throw .notATerminal
    default:
      throw .initializationFailed(term: getenv("TERM").map { String(cString: $0) } ?? "")
    }
    encoder = FrameEncoder(
      capabilities: .terminfo(palette: ColorPalette(colors: Int(fcm_colors()))))
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
    _ = loopStdin?.takeReadable()  // whatever was readable went to the other program
    encoder.forgetTerminalState()
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

  /// Encodes the runs for the next `flush` (terminfo moves, attributes and colours; see
  /// `FrameEncoder`). ncurses keeps the terminal's modes, keys and size; frames bypass its
  /// screen copy, which would cost more than the whole frame to diff and draw again.
  public func draw(_ changes: [CellChange]) {
    guard isClaimed else { return }
    encoder.draw(changes, size: currentSize)
  }

  /// Where the cursor goes at the next `flush` (hidden for nil).
  public func setCursor(_ position: Position?) {
    cursor = position
  }

  /// Blanks the screen at the next `flush`; the frame drawn after it is complete.
  public func clear() {
    guard isClaimed else { return }
    encoder.clear()
  }

  /// Sends what was drawn since the last flush, and the cursor, in one write(2).
  public func flush() {
    guard isClaimed else { return }
    let bytes = encoder.finish(cursor: cursor)
    guard !bytes.isEmpty else { return }
    _ = fcm_write_bytes(bytes, bytes.count)
  }

  /// A quit signal received since the terminal was claimed.
  public var pendingSignal: Int32? {
    let signal = fcm_pending_quit_signal()
    return signal == 0 ? nil : signal
  }

  /// Starts the stdin, SIGWINCH and quit-signal sources and installs the signal handlers; stdin
  /// is watched by `MainLoop` on the main thread when it runs, else by a dispatch source.
  public func startInput(wake: LoopWake) {
    guard sources == nil else { return }
    loopStdin = LoopStdinWatch(wake: wake)
    let sources = InputSources(watchingStdin: loopStdin == nil, wake: { wake() })
    _ = fcm_install_quit_handlers(sources.quitWakeFD)
    self.sources = sources
  }

  /// Decodes what the terminal sent: typed text read straight from stdin when the main loop
  /// found it readable, everything else drained from `get_wch` until nothing is left.
  ///
  /// A typed character is most keys: reading it with one `read(2)` skips the `poll(2)` calls
  /// ncurses makes before and after it, and its code, which the typist's pause has left out of
  /// the caches (about a twentieth of a key's latency through a pty). Any other byte, and all
  /// after it, goes back to ncurses, which decodes it as it would have.
  public func pollEvents() -> [Event] {
    guard isClaimed else { return [] }
    var raw: [RawInput] = []
    if sources?.takeResize() == true { raw.append(contentsOf: resizeInput()) }
    let drain = loopStdin?.takeReadable() == true ? Self.readTyped(into: &raw) : true
    while drain, let input = readOne() {
      raw.append(contentsOf: input)
    }
    sources?.resumeInput()
    loopStdin?.resume()
    return decoder.decode(raw)
  }

  /// Appends the printable ASCII read straight from stdin; returns whether `get_wch` should
  /// drain the rest: it has bytes to decode, the read failed, or the read filled the buffer
  /// (more may wait, and reading again could block: ncurses looks before it reads).
  ///
  /// Not isolated: a closure in a main-actor method checks at run time that it runs on the
  /// main actor (Swift 6's dynamic isolation checks), and that check, cold after the typist's
  /// pause, came before every key was read.
  private nonisolated static func readTyped(into raw: inout [RawInput]) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { text in
      text.initialize(repeating: 0)
      var handedBack: Int32 = 0
      let count = fcm_read_typed(text.baseAddress, Int32(text.count), &handedBack)
      for byte in text.prefix(max(0, Int(count))) {
        raw.append(.scalar(Unicode.Scalar(byte)))
      }
      return count < 0 || handedBack != 0 || Int(count) == text.count
    }
  }

  private func readOne() -> [RawInput]? {
    var value: wint_t = 0
    let status = fcm_get_wch(&value)
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
