import Foundation
import TestSupport
import Testing

/// A journal that cannot be written (here: the file-size limit, `ulimit -f`, which fails
/// writes with EFBIG as a full disk fails them with ENOSPC) stops the campaign at the first
/// failed write: every token delivered has its "about to send" record in the journal, and a
/// later resume delivers the rest without sending anyone a second copy.
@Suite("journal write failure", .serialized)
struct JournalWriteFailureTests {
  @Test func sendingStopsAtTheFirstFailedJournalWrite() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let sandbox = try Binary.Sandbox()
    let tokens = (0..<400).map { String(format: "disk-full-token-%04d", $0) }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: sandbox.file("tokens.txt"), atomically: true, encoding: .utf8)
    try #"{"name": "Full", "message": {"notification": {"title": "Hi"}}}"#.write(
      to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    let send = [
      Binary.path, "send", "draft.json", "--tokens-file", "tokens.txt", "--credentials",
      server.serviceAccountPath, "--endpoint", server.baseURL, "--journal", "c.journal",
      "--concurrency", "4", "--no-history",
    ]
    // 16 blocks of 512 bytes: room for the header and a few dozen records.
    let quoted = send.map { "'\($0)'" }.joined(separator: " ")
    let limited = try ChildProcess(
      "/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 16; exec \(quoted)"], directory: sandbox.root,
      environment: sandbox.environment, output: sandbox.file("limited.log"))
    let status = try await limited.wait(timeout: .seconds(30))
    #expect(status == 1, "\(limited.printed)")
    #expect(limited.printed.contains("Campaign journal"), "\(limited.printed)")
    #expect(limited.printed.contains("sending stopped"), "\(limited.printed)")

    let journal = try String(contentsOf: sandbox.file("c.journal"), encoding: .utf8)
    let recorded = Set(
      journal.split(separator: "\n").filter { $0.hasPrefix("S\t") }.map { String($0.dropFirst(2)) })
    let delivered = try await server.deliveredCounts()
    #expect(delivered.count < tokens.count / 2, "sending went on after the failure")
    #expect(Set(delivered.keys).isSubset(of: recorded), "a token was sent without its record")

    let resumed = try ChildProcess(
      "/bin/sh", ["-c", "exec \(quoted) --resume --resend-unconfirmed"],
      directory: sandbox.root, environment: sandbox.environment,
      output: sandbox.file("resumed.log"))
    #expect(try await resumed.wait(timeout: .seconds(60)) == 0, "\(resumed.printed)")
    let after = try await server.deliveredCounts()
    #expect(after.count == tokens.count)
  }
}
