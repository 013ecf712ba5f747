import Foundation
import TermUI
import Testing

/// Compares a rendered buffer with `Snapshots/<name>.<W>x<H>.txt` (STYLE §4.3 format: size,
/// quoted rows, then the role changes). A missing file is recorded and the test fails;
/// `RECORD_SNAPSHOTS=1` re-records every snapshot; a mismatch reports a line diff.
func assertSnapshot(
  _ buffer: Buffer, named name: String, styled: Bool = false, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = snapshotDirectory(filePath).appendingPathComponent("\(name).\(buffer.size).txt")
  let actual = styled ? buffer.styledSnapshot : buffer.snapshot
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded snapshot \(file.lastPathComponent); check it and run again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Cannot write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard expected != actual else { return }
  Issue.record(
    Comment(
      rawValue: "Snapshot \(file.lastPathComponent) differs (- expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
}

/// `Tests/ComposerTests/Snapshots`, found from the calling test file's path.
private func snapshotDirectory(_ filePath: String) -> URL {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.lastPathComponent != "ComposerTests", url.path != "/" {
    url = url.deletingLastPathComponent()
  }
  return url.appendingPathComponent("Snapshots")
}

/// The differing lines, each with its line number (at most 40 shown).
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.components(separatedBy: "\n")
  let new = actual.components(separatedBy: "\n")
  var out: [String] = []
  for index in 0..<max(old.count, new.count) {
    let a = index < old.count ? old[index] : nil
    let b = index < new.count ? new[index] : nil
    guard a != b else { continue }
    if let a { out.append("\(index + 1) - \(a)") }
    if let b { out.append("\(index + 1) + \(b)") }
  }
  if out.count > 40 { out = Array(out.prefix(40)) + ["… \(out.count - 40) more"] }
  return out.joined(separator: "\n")
}
