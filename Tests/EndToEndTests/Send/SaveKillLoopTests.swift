import Foundation
import Testing

/// A file written through `AtomicFile` (the composer's draft save: `DraftFile.save` encodes
/// and calls `AtomicFile.write`; `export --output` uses the same call) and SIGKILLed 200 times
/// at random moments while writing: the file is always exactly the old or the new contents.
@Suite("atomic save kill loop", .serialized)
struct SaveKillLoopTests {
  @Test func killedMidWriteTheFileIsOldOrNewNeverTorn() async throws {
    let sandbox = try Binary.Sandbox()
    var environment = sandbox.environment
    environment["FCM_COMPOSE_NOW"] = "1800000000"
    let filler = String(repeating: "0123456789abcdef", count: 1 << 13)  // 128 KiB per draft
    for name in ["a", "b"] {
      let draft = #"{"name": "\#(name)", "message": {"data": {"blob": "\#(name)\#(filler)"}}}"#
      try draft.write(to: sandbox.file("\(name).json"), atomically: true, encoding: .utf8)
    }
    func write(_ name: String, to target: String, log: String) throws -> ChildProcess {
      try ChildProcess(
        Binary.path, ["export", "\(name).json", "--as", "curl", "--output", target],
        directory: sandbox.root, environment: environment, output: sandbox.file(log))
    }
    // The two possible contents, each from a run left to finish.
    var contents: [String: Data] = [:]
    for name in ["a", "b"] {
      let run = try write(name, to: "\(name).expected", log: "\(name).log")
      _ = try await run.wait(timeout: .seconds(30))
      contents[name] = try Data(contentsOf: sandbox.file("\(name).expected"))
    }
    let old = try #require(contents["a"])
    let new = try #require(contents["b"])
    #expect(old != new && old.count > 1 << 17)
    try old.write(to: sandbox.file("target.sh"))
    // Temporary files left by killed writes: evidence that a kill landed mid-write.
    func temporaries() -> Int {
      ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)) ?? [])
        .filter { $0.hasPrefix(".target.sh.") && $0.hasSuffix(".tmp") }.count
    }
    var leftovers = 0

    var generator = SystemRandomNumberGenerator()
    var landed = 0
    var changes = 0
    var previous = old
    for round in 0..<200 {
      let child = try write(round % 2 == 0 ? "b" : "a", to: "target.sh", log: "round.log")
      // Wait until the write has begun (its temporary file exists), then kill within a few
      // milliseconds: during the write, the fsync, the rename or just after.
      let deadline = ContinuousClock.now + .seconds(10)
      while child.process.isRunning, ContinuousClock.now < deadline, temporaries() <= leftovers {
        usleep(200)
      }
      usleep(UInt32.random(in: 0...3000, using: &generator))
      if child.kill() { landed += 1 }
      let now = try Data(contentsOf: sandbox.file("target.sh"))
      #expect(now == old || now == new, "round \(round): torn file of \(now.count) bytes")
      if now != previous { changes += 1 }
      previous = now
      if now != old && now != new { break }
      leftovers = temporaries()
    }
    // Evidence that kills landed mid-write (temporary file written, not yet renamed) and that
    // some writes completed: both outcomes were seen.
    #expect(landed >= 100, "only \(landed) of 200 kills landed while writing")
    #expect(leftovers > 0, "no kill landed between the temporary file and the rename")
    #expect(changes > 0, "no write ever completed")
  }
}
