import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

@Suite("fcm-compose tokens", .serialized)
struct TokensCommandTests {
  @Test func check1000TokensWith50DeadSplitsThemExactly() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    var lines = ["# exported 2026-12-01", ""]
    var live: [String] = []
    var dead: [String] = []
    for i in 0..<1000 {
      let token: String
      switch i % 20 {
      case 3 where i < 400: token = "unreg-\(i)-abcdefghij"
      case 7 where i < 300: token = "bad-\(i)-abcdefghij"
      case 11 where i < 300: token = "mismatch-\(i)-abcdefghij"
      default: token = "tok-\(i)-abcdefghij"
      }
      if token.hasPrefix("tok-") { live.append(token) } else { dead.append(token) }
      lines.append(token)
    }
    #expect(dead.count == 50)
    try h.write("t.txt", lines.joined(separator: "\n") + "\n")
    let (status, out) = await h.run(["tokens", "check", "t.txt"] + h.sendConnection)
    #expect(status == 1, "dead tokens were found: \(out.stderr)")
    let requests = try await h.server.requests()
    #expect(requests.count == 1000)
    #expect(requests.allSatisfy { $0.validateOnly }, "nothing is delivered")
    #expect(
      try h.read("t.txt.live") == (["# exported 2026-12-01", ""] + live).joined(separator: "\n")
        + "\n")
    #expect(try h.read("t.txt.dead") == dead.joined(separator: "\n") + "\n")
    #expect(out.stdout.contains("950 live, 50 dead"))
    let reasons = out.stdout.split(separator: "\n").map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(reasons.contains("UNREGISTERED 20"))
    #expect(reasons.contains("INVALID_ARGUMENT 15"))
    #expect(reasons.contains("SENDER_ID_MISMATCH 15"))
    #expect(out.stdout.contains("fcm-compose tokens prune t.txt --report t.txt.dead"))
  }

  @Test func checkPutsMalformedLinesOnTheDeadSideAndHonoursThePaths() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("t.txt", "tok-1-abcdefghij\n\"quoted\"\nunreg-2-abcdefghij\n")
    let (status, out) = await h.run(
      ["tokens", "check", "t.txt", "--live", "ok.txt", "--dead", "gone.txt"] + h.sendConnection)
    #expect(status == 1)
    #expect(try h.read("ok.txt") == "tok-1-abcdefghij\n")
    #expect(try h.read("gone.txt") == "\"quoted\"\nunreg-2-abcdefghij\n")
    #expect(out.stdout.contains("malformed lines"))
    #expect(!h.exists("t.txt.live"))
  }

  @Test func checkKeepsAnAudiencesOtherColumns() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write(
      "a.csv",
      "token,name,city\ntok-1-abcdefghij,Ann,\"Paris, FR\"\nunreg-2-abcdefghij,Bob,Rome\n"
        + "tok-3-abcdefghij,Cy,Oslo\n")
    let (status, _) = await h.run(["tokens", "check", "a.csv"] + h.sendConnection)
    #expect(status == 1)
    #expect(
      try h.read("a.csv.live")
        == "token,name,city\ntok-1-abcdefghij,Ann,\"Paris, FR\"\ntok-3-abcdefghij,Cy,Oslo\n")
    #expect(try h.read("a.csv.dead") == "token,name,city\nunreg-2-abcdefghij,Bob,Rome\n")
  }

  @Test func checkSendsInstallationIDsAsFid() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("f.txt", "fid-AAAAAAAAAAAAAAAAAAAA\nunreg-BBBBBBBBBBBBBBBBBB\n")
    let (status, _) = await h.run(["tokens", "check", "f.txt", "--fids"] + h.sendConnection)
    #expect(status == 1)
    let raw = try await h.server.requests().map(\.raw)
    #expect(raw.allSatisfy { $0.contains(#""fid":"#) && !$0.contains(#""token":"#) })
    #expect(try h.read("f.txt.live") == "fid-AAAAAAAAAAAAAAAAAAAA\n")
  }

  @Test func pruneAfterACampaignReportLeavesExactlyTheLiveTokensAndABackup() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("draft.json", #"{"message":{"notification":{"title":"Hi"}}}"#)
    let original =
      "# beta testers\ntok-1-abcdefghij\nunreg-2-abcdefghij\n\ntok-3-abcdefghij\n"
      + "tok-1-abcdefghij\nbad-4-abcdefghij\n-tok-5-abcdefghij\nmismatch-6-abcdefghij\n"
    try h.write("t.txt", original)
    let (sent, out) = await h.run(
      ["send", "draft.json", "--tokens-file", "t.txt", "--report", "r.csv", "--no-history"]
        + h.sendConnection)
    #expect(sent == 1, "\(out.stderr)")
    let (status, pruned) = await h.run(["tokens", "prune", "t.txt", "--report", "r.csv"])
    #expect(status == 0, "\(pruned.stderr)")
    #expect(
      try h.read("t.txt")
        == "# beta testers\ntok-1-abcdefghij\n\ntok-3-abcdefghij\ntok-1-abcdefghij\n"
        + "-tok-5-abcdefghij\n", "duplicates, blank lines and comments stay as they were")
    #expect(try h.read("t.txt.bak") == original)
    #expect(pruned.stdout.contains("3 dead tokens taken out"))
    #expect(pruned.stdout.contains("Backup: "))
    // A second prune keeps the first backup and dedupes on request.
    let (again, _) = await h.run(["tokens", "prune", "t.txt", "--report", "r.csv", "--dedupe"])
    #expect(again == 0)
    #expect(
      try h.read("t.txt")
        == "# beta testers\ntok-1-abcdefghij\ntok-3-abcdefghij\n-tok-5-abcdefghij\n")
    #expect(try h.read("t.txt.bak") == original)
    #expect(h.exists("t.txt.bak.2"))
  }

  @Test func pruneTakesACheckDeadFileAndKeepsAudienceColumns() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write(
      "a.jsonl",
      #"{"token":"tok-1-abcdefghij","name":"Ann"}"# + "\n"
        + #"{"token":"gone-2-abcdefghij","name":"Bob"}"#
        + "\n")
    try h.write("dead.txt", "gone-2-abcdefghij\n")
    let (status, out) = await h.run(["tokens", "prune", "a.jsonl", "--report", "dead.txt"])
    #expect(status == 0, "\(out.stderr)")
    #expect(try h.read("a.jsonl") == #"{"token":"tok-1-abcdefghij","name":"Ann"}"# + "\n")
  }

  @Test func pruneWithoutAReportIsAUsageError() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("t.txt", "tok-1-abcdefghij\n")
    let (status, out) = await h.run(["tokens", "prune", "t.txt"])
    #expect(status == 2)
    #expect(out.stderr.contains("--report"))
    #expect(try h.read("t.txt") == "tok-1-abcdefghij\n")
  }

  @Test func sendToInstallationIDsPutsThemInMessageFid() async throws {
    let h = TopicsHarness(server: try FakeFCMServer())
    try h.write("draft.json", #"{"message":{"notification":{"title":"Hi"}}}"#)
    try h.write("f.txt", "fid-BBBBBBBBBBBBBBBBBBBB\n")
    let (status, out) = await h.run(
      ["send", "draft.json", "--fid", "fid-AAAAAAAAAAAAAAAAAAAA", "--no-history"] + h.sendConnection
    )
    #expect(status == 0, "\(out.stderr)")
    let (fileStatus, _) = await h.run(
      ["send", "draft.json", "--fids-file", "f.txt", "--no-history"] + h.sendConnection)
    #expect(fileStatus == 0)
    let raw = try await h.server.requests().map(\.raw)
    try #require(raw.count == 2)
    #expect(raw[0].contains(#""fid":"fid-AAAAAAAAAAAAAAAAAAAA""#))
    #expect(raw[1].contains(#""fid":"fid-BBBBBBBBBBBBBBBBBBBB""#))
    #expect(raw.allSatisfy { !$0.contains(#""token""#) })
    #expect(!out.stderr.contains("warning"), "no warning on fid or token")
  }
}
