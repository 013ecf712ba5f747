import PushCore

/// Loads `FILE` (or `-` for stdin) for `send`. Injected so the real draft loader, renderer and
/// validator can be swapped in tests; `DraftLoader.standard` is the real one.
public typealias DraftLoading =
  @Sendable (_ path: String, _ context: CommandContext) throws(DraftLoadError) -> SendDraft
