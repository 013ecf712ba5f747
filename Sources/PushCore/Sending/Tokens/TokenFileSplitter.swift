import Foundation

/// Splits a tokens file or an audience file in two, line for line: the recipients judged
/// live and the ones judged dead, each file keeping every other byte of the lines it gets
/// (the other columns of an audience row, comments, blank lines, line order). Used by
/// `tokens check` (F.live and F.dead) and `tokens prune` (F rewritten, a backup beside it).
///
/// Plain tokens files: blank lines and `#` comments go to the live side (a `--dedupe` drops
/// blank lines and repeated tokens); a line that cannot be a token goes to the dead side
/// when `malformedAreDead`, else stays. Audience files (CSV, JSON Lines): the lines before
/// the first row (a CSV header) go to both sides, and every line of a row goes where its
/// recipient goes.
public enum TokenFileSplitter {
  /// What went where.
  public struct Counts: Sendable, Equatable {
    /// Recipients (tokens, or rows) kept on the live side.
    public var live = 0
    /// Recipients on the dead side.
    public var dead = 0
    /// Malformed lines or rows (on the dead side when `malformedAreDead`).
    public var malformed = 0
    /// Repeated recipients and blank lines dropped by `dedupe`.
    public var dropped = 0

    public init() {}
  }

  private enum Place: UInt8 {
    case live, dead, dropped
  }

  /// Writes the live lines of `source` to `live` and, when given, the dead ones to `dead`;
  /// both are staged and renamed into place only when everything was read and written.
  /// `isAudience` reads `source` as CSV or JSON Lines with a token (or fid) column.
  public static func split(
    source: URL, displayName: String, isAudience: Bool, live: URL, dead: URL?,
    dedupe: Bool, malformedAreDead: Bool, isDead: (String) -> Bool
  ) throws(SendError) -> Counts {
    var counts = Counts()
    let liveFile = try StagedFile(target: live, mode: mode(of: source))
    let deadFile = try dead.map { url throws(SendError) in
      try StagedFile(target: url, mode: mode(of: source))
    }
    if isAudience {
      let records = try audienceRecords(
        source, displayName, dedupe: dedupe, malformedAreDead: malformedAreDead,
        isDead: isDead, counts: &counts)
      try copyAudience(source, records: records, live: liveFile, dead: deadFile)
    } else {
      try splitList(
        source, dedupe: dedupe, malformedAreDead: malformedAreDead, isDead: isDead,
        live: liveFile, dead: deadFile, counts: &counts)
    }
    try liveFile.commit()
    try deadFile?.commit()
    return counts
  }

  /// Whether `path` names an audience file (CSV, TSV, JSON Lines) rather than a plain list.
  public static func isAudiencePath(_ path: String) -> Bool {
    ["csv", "tsv", "jsonl", "ndjson"].contains((path as NSString).pathExtension.lowercased())
  }

  private static func splitList(
    _ source: URL, dedupe: Bool, malformedAreDead: Bool, isDead: (String) -> Bool,
    live: StagedFile, dead: StagedFile?, counts: inout Counts
  ) throws(SendError) {
    let lines = try LineSource(path: source.path)
    var seen = TokenSet()
    var number = 0
    while let line = try lines.next() {
      number += 1
      guard case .bytes(let raw) = line else {
        counts.malformed += 1
        continue  // a line over 1 MiB cannot be kept whole; it is neither live nor dead
      }
      var bytes = raw[...]
      if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      while let f = bytes.first, isSpace(f) { bytes = bytes.dropFirst() }
      while let l = bytes.last, isSpace(l) { bytes = bytes.dropLast() }
      if bytes.isEmpty {
        if dedupe { counts.dropped += 1 } else { live.appendLine(raw) }
        continue
      }
      if bytes.first == UInt8(ascii: "#") {
        live.appendLine(raw)
        continue
      }
      if RegistrationToken.problem(in: bytes) != nil {
        counts.malformed += 1
        if malformedAreDead { dead?.appendLine(raw) } else { live.appendLine(raw) }
        continue
      }
      let token = String(decoding: bytes, as: UTF8.self)
      if isDead(token) {
        counts.dead += 1
        dead?.appendLine(raw)
      } else if dedupe, !seen.insert(token) {
        counts.dropped += 1
      } else {
        counts.live += 1
        live.appendLine(raw)
      }
    }
  }

  private static func audienceRecords(
    _ source: URL, _ name: String, dedupe: Bool, malformedAreDead: Bool,
    isDead: (String) -> Bool, counts: inout Counts
  ) throws(SendError) -> [(line: Int, place: Place)] {
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: source, source: name, duplicates: false)
    } catch {
      throw .audience(reason: error.description)
    }
    var records: [(line: Int, place: Place)] = []
    var seen = TokenSet()
    while let item = reader.next() {
      switch item {
      case .row(let row):
        if isDead(row.token) {
          counts.dead += 1
          records.append((row.line, .dead))
        } else if dedupe, !seen.insert(row.token) {
          counts.dropped += 1
          records.append((row.line, .dropped))
        } else {
          counts.live += 1
          records.append((row.line, .live))
        }
      case .issue(let issue):
        counts.malformed += 1
        records.append((issue.line, malformedAreDead ? .dead : .live))
      }
    }
    return records
  }

  private static func copyAudience(
    _ source: URL, records: [(line: Int, place: Place)], live: StagedFile, dead: StagedFile?
  ) throws(SendError) {
    let lines = try LineSource(path: source.path)
    var number = 0
    var next = 0
    var place: Place?
    while let line = try lines.next() {
      number += 1
      while next < records.count, records[next].line <= number {
        place = records[next].place
        next += 1
      }
      guard case .bytes(let raw) = line else { continue }
      switch place {
      case nil:  // before the first row: the header goes to both sides
        live.appendLine(raw)
        dead?.appendLine(raw)
      case .live?: live.appendLine(raw)
      case .dead?: dead?.appendLine(raw)
      case .dropped?: break
      }
    }
  }

  private static func mode(of url: URL) -> mode_t {
    var info = stat()
    return stat(url.path, &info) == 0 ? info.st_mode & 0o777 : 0o644
  }

  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C
  }
}
