import Foundation
import TestSupport
import Testing

/// The real binary sending a personalized campaign (`send --audience`) to the loopback fake
/// server, SIGKILLed at random moments and resumed each time: nobody gets two copies, each
/// delivered body is that row's own, and the report has one line per row with its number.
@Suite("audience kill loop", .serialized)
struct AudienceKillLoopTests {
  static let draft = #"""
    {"name": "Shipped", "message": {"notification": {"title": "Hi {{name|there}}",
     "body": "Order {{order}} shipped"}}}
    """#
  static let rows = 300

  @Test func killedAndResumedEveryRowGetsItsOwnMessageOnce() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    // Slow enough (8 in flight, 50 ms each: about 2 s for the audience) that kills land
    // mid-campaign even on a loaded machine.
    try await server.configure(#"{"delay": 0.05}"#)
    let sandbox = try Binary.Sandbox()
    var csv = "token,name,order\n"
    for i in 0..<Self.rows {
      csv += String(format: "aud-token-%04d", i) + (i % 5 == 0 ? "," : ",Name \(i)") + ",O-\(i)\n"
    }
    try csv.write(to: sandbox.file("people.csv"), atomically: true, encoding: .utf8)
    try Self.draft.write(to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    let journal = sandbox.file("campaign.journal").path
    let arguments = [
      "send", "draft.json", "--audience", "people.csv", "--credentials",
      server.serviceAccountPath, "--endpoint", server.baseURL, "--report", "report.csv",
      "--journal", journal, "--concurrency", "8", "--quiet", "--no-history",
    ]
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    var run = 0
    while kills < 8 && run < 40 {
      run += 1
      let resume = FileManager.default.fileExists(atPath: journal) ? ["--resume"] : []
      let before = Self.size(of: journal)
      let child = try ChildProcess(
        Binary.path, arguments + resume, directory: sandbox.root,
        environment: sandbox.environment, output: sandbox.file("run-\(run).log"))
      // Kill at a random moment soon after the run begins writing its journal. Both waits block
      // this thread instead of suspending the task: in the full suite a busy test pool can resume
      // a sleeping task so late that the whole campaign finishes before the kill.
      let deadline = ContinuousClock.now + .seconds(10)
      while child.process.isRunning, ContinuousClock.now < deadline,
        Self.size(of: journal) <= before
      {
        usleep(2_000)
      }
      usleep(UInt32.random(in: 0...100_000, using: &generator))
      if child.kill() { kills += 1 }
    }
    #expect(kills >= 3, "the runs were killed mid-campaign")
    let last = try ChildProcess(
      Binary.path, arguments + ["--resume"], directory: sandbox.root,
      environment: sandbox.environment, output: sandbox.file("final.log"))
    let status = try await last.wait(timeout: .seconds(40))
    #expect(status == 0 || status == 1, "final run: \(last.printed)")

    let requests = try await server.requests().filter { $0.status == 200 }
    var counts: [String: Int] = [:]
    for r in requests { counts[r.token ?? "", default: 0] += 1 }
    #expect(counts.values.allSatisfy { $0 == 1 }, "nobody got the message twice")
    for r in requests {
      let i = Int(r.token?.dropFirst("aud-token-".count) ?? "") ?? -1
      let name = i % 5 == 0 ? "there" : "Name \(i)"
      #expect(r.body.contains(#""title":"Hi \#(name)""#), "row \(i + 1) got its own title")
      #expect(r.body.contains(#""body":"Order O-\#(i) shipped""#))
    }
    let report = try String(contentsOf: sandbox.file("report.csv"), encoding: .utf8)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.first == "row,token,outcome,result,attempts")
    let fields = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(fields.count == Self.rows, "one line per row")
    for f in fields where f.count > 2 {
      let i = Int(f[1].dropFirst("aud-token-".count)) ?? -1
      #expect(f[0] == String(i + 1), "the report's row number is the token's row")
      #expect(f[2] == "sent" || f[2] == "unconfirmed")
    }
  }

  /// The journal's size in bytes (0 before it exists).
  static func size(of path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
