import Foundation
import TermUI
import TestSupport
import Testing

/// The one snapshot/golden helper: re-recording writes the file and still fails; the cursor is
/// part of the snapshot.
@Suite struct GoldenHelperTests {
  private func temporaryFile() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("screen.txt")
  }

  @Test func reRecordingWritesTheFileAndFails() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data("old\n".utf8).write(to: file)
    let problem = goldenProblem("new\n", file: file, record: true)
    #expect(problem?.contains("re-recorded") == true, "a re-record must not pass")
    #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    #expect(goldenProblem("new\n", file: file, record: false) == nil)
    #expect(goldenProblem("new\n", file: file, record: true) == nil, "nothing changed")
  }

  @Test func aMissingFileIsRecordedAndFails() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    #expect(goldenProblem("text\n", file: file, record: false)?.contains("recorded new") == true)
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aMismatchShowsTheDifferingLines() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data("a\nb\n".utf8).write(to: file)
    let problem = try #require(goldenProblem("a\nc\n", file: file, record: false))
    #expect(problem.contains("- b") && problem.contains("+ c"))
  }

  @Test func theCursorIsPartOfTheSnapshot() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    _ = buffer.setString(x: 0, y: 0, "ab")
    let at = snapshotText(buffer, cursor: Position(x: 2, y: 0))
    #expect(at.hasPrefix("size: 4x1\ncursor: 2,0\n\"ab  \"\n"))
    #expect(snapshotText(buffer, cursor: nil).contains("cursor: hidden\n"))
    #expect(at != snapshotText(buffer, cursor: Position(x: 1, y: 0)))
  }
}
