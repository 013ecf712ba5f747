import Foundation

/// `tokens prune`: rewrites a tokens or audience file without its dead recipients, after
/// copying it whole to a backup beside it (`F.bak`, else `F.bak.2`, …). The copy is synced
/// before the file is replaced, and the file is replaced by a rename, so at every moment the
/// original survives in one of the two.
public enum TokenFilePrune {
  /// What the prune did.
  public struct Result: Sendable, Equatable {
    public var counts: TokenFileSplitter.Counts
    /// Where the original was copied.
    public var backup: URL
  }

  /// Prunes `file` (`name` as the user wrote it) of `dead`.
  public static func prune(file: URL, name: String, dead: DeadTokens, dedupe: Bool)
    throws(SendError) -> Result
  {
    let backup = freeBackupURL(for: file)
    let copy = try StagedFile(target: backup, mode: 0o600)
    let source = try LineSource(path: file.path, maximumLineLength: Int.max)
    var first = true
    while let line = try source.next() {
      if !first { copy.append([0x0A]) }
      first = false
      if case .bytes(let raw) = line { copy.append(raw) }
    }
    if try endsWithNewline(file) { copy.append([0x0A]) }
    try copy.commit()
    let counts = try TokenFileSplitter.split(
      source: file, displayName: name, isAudience: TokenFileSplitter.isAudiencePath(file.path),
      live: file, dead: nil, dedupe: dedupe, malformedAreDead: false,
      isDead: dead.contains)
    return Result(counts: counts, backup: backup)
  }

  private static func freeBackupURL(for file: URL) -> URL {
    let base = file.path + ".bak"
    var candidate = base
    var n = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = "\(base).\(n)"
      n += 1
    }
    return URL(fileURLWithPath: candidate)
  }

  private static func endsWithNewline(_ url: URL) throws(SendError) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw .input(path: url.path, reason: "cannot open it")
    }
    defer { try? handle.close() }
    guard let end = try? handle.seekToEnd(), end > 0 else { return false }
    try? handle.seek(toOffset: end - 1)
    return (try? handle.read(upToCount: 1)) == Data([0x0A])
  }
}
