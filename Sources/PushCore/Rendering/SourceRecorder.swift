/// What the renderer writes source pairs into: a `SourceMap` when the caller asked for one,
/// else nothing. Paths are passed as autoclosures, so a render that records nothing (sizes,
/// validation, `render --platform`) builds no paths at all.
struct SourceRecorder {
  /// The map being built; nil when not recording.
  private(set) var map: SourceMap?

  /// A recorder that keeps the pairs (`true`) or drops them without building them.
  init(recording: Bool) {
    map = recording ? SourceMap() : nil
  }

  /// Records that `output` shows `source` (see `SourceMap.set`).
  mutating func set(
    _ output: @autoclosure () -> JSONPath, from source: @autoclosure () -> JSONPath
  ) {
    guard map != nil else { return }
    map?.set(output(), from: source())
  }
}
