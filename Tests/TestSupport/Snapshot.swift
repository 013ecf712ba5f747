import Foundation
import TermUI
import Testing

/// Compares `actual` with the golden file `file`: the one helper behind screen snapshots and
/// CLI/export golden files.
///
/// A missing file is written and the test fails (a new golden is always reviewed).
/// `RECORD_SNAPSHOTS=1` rewrites the file and the test still fails, saying so, so a re-record
/// can never pass unnoticed. On a mismatch the failure shows a line diff.
public func assertGolden(
  _ actual: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation
) {
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  if let problem = goldenProblem(actual, file: file, record: record) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
}

/// What is wrong with `actual` against the golden `file` (nil: it matches), writing the file
/// when it is missing or `record` is set and it differs: then the answer says it was written.
public func goldenProblem(_ actual: String, file: URL, record: Bool) -> String? {
  let expected = try? String(contentsOf: file, encoding: .utf8)
  if expected == actual { return nil }
  if record || expected == nil {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file, options: .atomic)
    } catch {
      return "cannot write \(file.path): \(error)"
    }
    let what = expected == nil ? "recorded new" : "re-recorded (RECORD_SNAPSHOTS=1)"
    return "\(what) \(file.lastPathComponent); review it and run again without RECORD_SNAPSHOTS"
  }
  return "\(file.lastPathComponent) differs (- expected, + actual):\n"
    + lineDiff(expected: expected ?? "", actual: actual)
    + "\nRe-record with RECORD_SNAPSHOTS=1 if the change is intended."
}

/// Compares a rendered screen with `Tests/<Target>/Snapshots/<name>.<W>x<H>.txt` (STYLE §4.3
/// format: size, the cursor, quoted rows, then the role changes; `styled` adds each change's
/// resolved style, for themed snapshots). `cursor` is where the terminal cursor goes (nil:
/// hidden), so a cursor drawn in the wrong cell fails like a wrong character.
public func assertSnapshot(
  _ buffer: Buffer, cursor: Position?, named name: String, styled: Bool = false,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let directory = snapshotDirectory(for: filePath) else {
    Issue.record(
      "cannot find the Tests/<Target>/ folder of \(filePath)", sourceLocation: sourceLocation)
    return
  }
  let file = directory.appendingPathComponent("\(name).\(buffer.size).txt")
  assertGolden(
    snapshotText(buffer, cursor: cursor, styled: styled), file: file,
    sourceLocation: sourceLocation)
}

/// The snapshot text: `buffer.snapshot` (or `styledSnapshot`) with a `cursor: x,y` (or
/// `cursor: hidden`) line after the size.
public func snapshotText(_ buffer: Buffer, cursor: Position?, styled: Bool = false) -> String {
  let text = styled ? buffer.styledSnapshot : buffer.snapshot
  let line = "cursor: " + (cursor.map { "\($0.x),\($0.y)" } ?? "hidden") + "\n"
  guard let end = text.firstIndex(of: "\n") else { return text + "\n" + line }
  return String(text[...end]) + line + String(text[text.index(after: end)...])
}

/// `Tests/<Target>/Snapshots` for a test file somewhere under `Tests/<Target>/`.
func snapshotDirectory(for filePath: String) -> URL? {
  let components = URL(fileURLWithPath: filePath).pathComponents
  guard let testsIndex = components.lastIndex(of: "Tests"), testsIndex + 1 < components.count
  else { return nil }
  let root = components[...(testsIndex + 1)].joined(separator: "/").replacingOccurrences(
    of: "//", with: "/")
  return URL(fileURLWithPath: root).appendingPathComponent("Snapshots")
}
