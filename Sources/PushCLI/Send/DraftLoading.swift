import PushCore

/// Loads `FILE` (or `-` for stdin) for `send`. Injected so the real draft loader, renderer and
/// validator can be plugged in; `DraftLoader.interim` is the stand-in until then.
public typealias DraftLoading =
  @Sendable (_ path: String, _ context: CommandContext) throws(DraftLoadError) -> LoadedDraft
