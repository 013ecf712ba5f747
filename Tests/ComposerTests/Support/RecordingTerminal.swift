import Composer
import TermUI

/// A `ComposerTerminal` over `MemoryTerminal` that records raw writes (OSC 52) and
/// suspend/resume calls.
@MainActor
final class RecordingTerminal: ComposerTerminal {
  let memory: MemoryTerminal
  private(set) var rawWrites: [String] = []
  var mouseCapture = false

  init(size: Size) { memory = MemoryTerminal(size: size) }

  var size: Size { memory.size }
  var pendingSignal: Int32? { memory.pendingSignal }
  func draw(_ changes: [CellChange]) { memory.draw(changes) }
  func setCursor(_ position: Position?) { memory.setCursor(position) }
  func clear() { memory.clear() }
  func flush() { memory.flush() }
  func startInput(wake: LoopWake) { memory.startInput(wake: wake) }
  func pollEvents() -> [Event] { memory.pollEvents() }
  func suspend() {}
  func resume() {}
  func writeRaw(_ bytes: String) { rawWrites.append(bytes) }
}
