import Foundation
import PushCore
import TestSupport
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

/// The journal's safety rules, seen from a user's side: a journal without a header is not
/// resumed, a torn last line is cut, a second run is told who is sending, and what the server
/// says reaches the journal and report only in a safe, spreadsheet-proof form.
@Suite("Campaign journal", .serialized)
struct CampaignJournalTests {
  private let header = CampaignJournal.Header(project: "demo-project", messageDigest: "abc")

  @Test func aJournalWithoutHeaderIsNotResumed() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-journal")
    let root = scratch.url
    for (name, text) in [("empty", ""), ("headless", "S\ttok-1\nO\ttok-1\tsent\tm/1\t1\n")] {
      let path = root.appendingPathComponent("\(name).journal").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let error = #expect(throws: SendError.self) {
        _ = try CampaignJournal.resume(path: path, header: header, now: testNow)
      }
      #expect(error?.description.contains("has no header line") == true, "\(name)")
      #expect(error?.description.contains("second message") == true, "\(name)")
    }
  }

  @Test func aTornLastLineIsCutAndNotCounted() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-journal")
    let root = scratch.url
    let path = root.appendingPathComponent("c.journal").path
    let journal = try CampaignJournal.create(path: path, header: header, now: testNow)
    journal.dispatched("tok-1")
    journal.record(
      DeliveryResult(target: .token("tok-1"), outcome: .sent(messageName: "m/1"), attempts: 1))
    journal.dispatched("tok-2")
    journal.sync()
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("S\ttok-3-torn".utf8))  // the process died mid-write: no newline
    try handle.close()
    _ = consume journal

    let (resumed, recovered) = try CampaignJournal.resume(path: path, header: header, now: testNow)
    #expect(recovered.sent == 1)
    #expect(recovered.unconfirmed == ["tok-2"], "a torn record is not a dispatched token")
    resumed.dispatched("tok-4")
    resumed.sync()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("torn"))
    #expect(text.hasSuffix("S\ttok-2\nS\ttok-4\n"))
  }

  @Test func aSecondRunIsToldWhoHoldsTheCampaign() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-journal")
    let root = scratch.url
    let path = root.appendingPathComponent("c.journal").path
    let journal = try CampaignJournal.create(path: path, header: header, now: testNow)
    let error = #expect(throws: SendError.self) {
      _ = try CampaignJournal.resume(path: path, header: header, now: testNow)
    }
    let text = error?.description ?? ""
    #expect(text.contains("process \(getpid()), started 20"), "\(text)")
    #expect(text.contains("is sending this campaign right now"))
    _ = consume journal
    // Released with the journal: resuming works now.
    _ = try CampaignJournal.resume(path: path, header: header, now: testNow)
  }

  @Test func serverTextIsSafeAndCSVCannotRunFormulas() async throws {
    let server = try FakeFCMServer()
    let escape = "\u{1B}]0;owned\u{07},\"x\"\u{202E}"
    let code = try #require(
      String(data: JSONSerialization.data(withJSONObject: ["EVIL" + escape]), encoding: .utf8))
    try await server.queueFaults(#"[{"status": 404, "code": \#(code.dropFirst().dropLast())}]"#)
    let journal = server.directory.appendingPathComponent("s.journal").path
    let report = server.directory.appendingPathComponent("s.csv").path
    let summary = try await CampaignRunner(sender: try makeSender(server)).run(
      Campaign(
        message: sampleMessage,
        audience: .tokens(
          ["evil-1", "-dash"], file: nil,
          fileDisplayName: nil),
        concurrency: 1, project: server.project, journalPath: journal, reportPath: report))
    #expect(summary.rejectedByCode.count == 1)
    for path in [journal, report] {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(
        !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
      #expect(text.contains("EVIL\\u001b]0;owned\\u0007"), "\(path): \(text)")
    }
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3, "one line per token")
    #expect(lines.contains { $0.hasPrefix("'-dash,sent,") })
    #expect(
      lines.contains { $0.hasPrefix(#"evil-1,rejected,"EVIL\u001b]0;owned\u0007,""x""\u202e",1"#) })
  }
}
