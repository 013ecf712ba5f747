/// Turns batches of `RawInput` into `Event`s: control bytes become Ctrl keys, an ESC followed
/// at once by another key becomes Alt plus that key, xterm key sequences the library left
/// undecoded become their keys (`EscapeSequence`), and bracketed paste becomes one event.
///
/// Feed everything read in one drain of the terminal as one batch: a lone ESC at the end of a
/// batch is the Escape key (the library already waited its escape delay), and `ESC [` or
/// `ESC O` there is Alt-[ or Alt-O. A paste may span batches.
public struct InputDecoder: Sendable {
  private var pendingEscape = false
  private var sequence: EscapeSequence?
  private var paste: String?
  private var pasteEndedInCR = false

  /// A decoder with nothing pending.
  public init() {}

  /// Whether a bracketed paste has started and not yet ended.
  public var isInPaste: Bool { paste != nil }

  /// Decodes one batch.
  public mutating func decode(_ batch: [RawInput]) -> [Event] {
    var events: [Event] = []
    for input in batch { feed(input, into: &events) }
    if let sequence {
      // `ESC [` alone is Alt-[; a sequence cut off by the batch's end is dropped, not typed.
      if sequence.parameters.isEmpty {
        events.append(.key(KeyEvent(.char(Character(sequence.introducer)), modifiers: .alt)))
      }
      self.sequence = nil
    }
    if pendingEscape {
      pendingEscape = false
      events.append(.key(.escape))
    }
    return events
  }

  private mutating func feed(_ input: RawInput, into events: inout [Event]) {
    if paste != nil {
      feedPaste(input, into: &events)
      return
    }
    if var started = sequence, case .scalar(let scalar) = input {
      switch started.feed(scalar) {
      case .more:
        sequence = started
        return
      case .finished(let key):
        sequence = nil
        if let key { events.append(.key(key)) }
        return
      case .notASequence:
        sequence = nil
        events.append(.key(KeyEvent(.char(Character(started.introducer)), modifiers: .alt)))
      }
    } else if let started = sequence {
      sequence = nil
      events.append(.key(KeyEvent(.char(Character(started.introducer)), modifiers: .alt)))
    }
    switch input {
    case .scalar(let scalar) where pendingEscape && (scalar == "[" || scalar == "O"):
      pendingEscape = false
      sequence = EscapeSequence(introducer: scalar)
    case .scalar(let scalar) where scalar.value == 27:
      if pendingEscape { events.append(.key(KeyEvent(.escape, modifiers: .alt))) }
      pendingEscape.toggle()
    case .scalar(let scalar):
      events.append(.key(withAlt(Self.key(for: scalar))))
    case .key(let code, let modifiers):
      events.append(.key(withAlt(KeyEvent(code, modifiers: modifiers))))
    case .pasteStart:
      flushEscape(into: &events)
      paste = ""
      pasteEndedInCR = false
    case .pasteEnd:
      flushEscape(into: &events)
    case .event(let event):
      flushEscape(into: &events)
      events.append(event)
    }
  }

  private mutating func feedPaste(_ input: RawInput, into events: inout [Event]) {
    switch input {
    case .scalar(let scalar):
      if scalar == "\n" && pasteEndedInCR {
        pasteEndedInCR = false
        return
      }
      pasteEndedInCR = scalar == "\r"
      paste?.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
    case .pasteEnd:
      events.append(.paste(paste ?? ""))
      paste = nil
    case .key(.enter, _):
      paste?.append("\n")
    case .key(.tab, _):
      paste?.append("\t")
    case .event(let event):
      events.append(event)
    case .key, .pasteStart:
      break
    }
  }

  private mutating func flushEscape(into events: inout [Event]) {
    if pendingEscape { events.append(.key(.escape)) }
    pendingEscape = false
  }

  private mutating func withAlt(_ key: KeyEvent) -> KeyEvent {
    guard pendingEscape else { return key }
    pendingEscape = false
    return KeyEvent(key.code, modifiers: key.modifiers.union(.alt))
  }

  /// The key a single scalar stands for in raw mode.
  public static func key(for scalar: Unicode.Scalar) -> KeyEvent {
    switch scalar.value {
    case 0: KeyEvent(.char(" "), modifiers: .ctrl)
    case 9: .tab
    case 10, 13: .enter
    case 8, 127: .backspace
    case 27: .escape
    case 1...26: .ctrl(Character(Unicode.Scalar(UInt8(96 + scalar.value))))
    case 28...31: .ctrl(Character(Unicode.Scalar(UInt8(64 + scalar.value))))
    default: .char(Character(scalar))
    }
  }
}
