import Foundation
import TermUI
import Testing

/// Compares `buffer.snapshot` with `Tests/<Target>/Snapshots/<name>.<W>x<H>.txt`.
///
/// A missing file is written and the test fails (so a new snapshot is always reviewed);
/// `RECORD_SNAPSHOTS=1` rewrites every snapshot. On a mismatch the failure shows a line diff.
public func assertSnapshot(
  _ buffer: Buffer, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = buffer.snapshot
  guard let directory = snapshotDirectory(for: filePath) else {
    Issue.record(
      "cannot find the Tests/<Target>/ folder of \(filePath)", sourceLocation: sourceLocation)
    return
  }
  let file = directory.appendingPathComponent("\(name).\(buffer.size).txt")
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let expected = try? String(contentsOf: file, encoding: .utf8)
  if record || expected == nil {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("cannot write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if expected == nil {
      Issue.record(
        "recorded new snapshot \(file.lastPathComponent); review it and run again\n\(actual)",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected, expected != actual else { return }
  let diff = lineDiff(expected: expected, actual: actual)
  let message =
    "snapshot \(file.lastPathComponent) differs (- expected, + actual):\n\(diff)\n"
    + "Re-record with RECORD_SNAPSHOTS=1 if the change is intended."
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
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
