import Foundation
import TestSupport
import Testing

@testable import PushCore

/// Tokens files: only regular files, over-long lines reported and skipped (the rest of the file
/// still read), read errors thrown instead of ending the audience early.
@Suite struct TokenFileReaderTests {
  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "fcm-tokens") }

  /// A tokens file holding `bytes`, in this test's folder.
  func file(_ bytes: [UInt8]) throws -> URL {
    let url = scratch.appending("tokens-\(UUID().uuidString).txt")
    try Data(bytes).write(to: url)
    return url
  }

  static func readAll(_ reader: TokenFileReader) throws -> [TokenFileReader.Line] {
    var lines: [TokenFileReader.Line] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  @Test func lineOverTheLimitIsReportedWithItsNumberAndTheFileGoesOn() throws {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: (1 << 20) + 10)
    let url = try file(
      Array("tok1\n".utf8) + long + Array("\ntok2\n".utf8) + long + Array("\ntok3".utf8))
    let lines = try Self.readAll(TokenFileReader(url: url))
    let reason = "is longer than 1 MiB, the longest line read (skipped)"
    #expect(
      lines == [
        .token("tok1", line: 1), .malformed(line: 2, reason: reason), .token("tok2", line: 3),
        .malformed(line: 4, reason: reason), .token("tok3", line: 5),
      ])
    #expect(try TokenFileReader.countCandidates(url: url) == 5)
  }

  /// Lines around the limit and around the 64 KiB read size: kept (a token, or over 4096
  /// characters so not a token) up to the limit, reported as too long beyond it.
  @Test(arguments: [1, 4096, 65_535, 65_536, 65_537, 99_999, 100_000, 100_001, 200_000])
  func linesOfEveryLengthAroundTheLimitAndTheReadSize(_ length: Int) throws {
    let limit = 100_000
    let token = String(repeating: "t", count: length)
    let url = try file(Array("first\n\(token)\nlast\n".utf8))
    let lines = try Self.readAll(TokenFileReader(url: url, maximumLineLength: limit))
    let middle: TokenFileReader.Line
    if length > limit {
      middle = .malformed(
        line: 2, reason: "is longer than 100000 bytes, the longest line read (skipped)")
    } else if length > 4096 {
      middle = .malformed(line: 2, reason: "longer than 4096 characters")
    } else {
      middle = .token(token, line: 2)
    }
    #expect(lines.count == 3)
    #expect(lines.first == .token("first", line: 1) && lines.last == .token("last", line: 3))
    #expect(lines.dropFirst().first == middle, "a line of \(length) bytes")
  }

  @Test func overLongLastLineWithoutNewlineIsReported() throws {
    let url = try file(Array("ok\n".utf8) + [UInt8](repeating: 0x41, count: 300))
    let lines = try Self.readAll(TokenFileReader(url: url, maximumLineLength: 100))
    #expect(lines.count == 2)
    #expect(lines.last.map { if case .malformed(2, _) = $0 { true } else { false } } == true)
  }

  @Test func directoryIsRefusedWithAClearReason() throws {
    let dir = scratch.appending("audience")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    #expect(
      throws: SendError.input(path: dir.path, reason: "it is a directory, not a regular file")
    ) {
      _ = try TokenFileReader(url: dir)
    }
  }

  @Test func fifoIsRefusedAtOnceInsteadOfBlocking() throws {
    let path = scratch.appending("audience.fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let error = SendError.input(path: path, reason: "it is a named pipe (FIFO), not a regular file")
    #expect(throws: error) { _ = try TokenFileReader(url: URL(fileURLWithPath: path)) }
    #expect(throws: error) {
      _ = try TokenFileReader.countCandidates(url: URL(fileURLWithPath: path))
    }
    #expect(error.description.contains("not a regular file"))
  }

  @Test func missingFileNamesThePathAndTheReason() {
    let url = URL(fileURLWithPath: "/nonexistent/tokens.txt")
    #expect(throws: SendError.input(path: url.path, reason: "No such file or directory")) {
      _ = try TokenFileReader(url: url)
    }
  }

  /// A read error is thrown. `/proc/self/mem` is a regular file whose first page is unmapped:
  /// reading it fails with EIO, as a failing disk would.
  @Test func readErrorIsThrownNotTakenForTheEnd() throws {
    let url = URL(fileURLWithPath: "/proc/self/mem")
    let reader = try TokenFileReader(url: url)
    #expect(throws: SendError.self) { _ = try Self.readAll(reader) }
  }
}
