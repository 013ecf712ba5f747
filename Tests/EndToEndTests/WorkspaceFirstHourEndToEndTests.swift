import Foundation
import PushCore
import TestSupport
import Testing

/// The workspace as a new user meets it: drafts told apart by file, titles readable, a filter
/// that ranks what was meant first, a line typed into the wrong window that only filters, and
/// problems and the way back that follow what happened.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct WorkspaceFirstHourEndToEndTests {
  static func draft(_ name: String, title: String, body: String = "") -> String {
    #"{"name": "\#(name)", "message": {"topic": "news", "notification": {"title": "\#(title)", "body": "\#(body)"}}}"#
  }

  static let longTitle = "Our big spring sale starts Friday"

  /// A folder of drafts: four named alike in different folders, and three for the filter.
  static func folder(_ sandbox: Binary.Sandbox) throws -> URL {
    let folder = sandbox.file("drafts")
    let files = [
      "en/welcome.json": draft("welcome", title: "Title"),
      "de/welcome.json": draft("welcome", title: "Title"),
      "fr/welcome.json": draft("welcome", title: "Title"),
      "old/welcome.json": draft("welcome", title: "Title"),
      "spring-sale.json": draft("Spring", title: longTitle),
      "flash.json": draft("Flash", title: "Flash deal", body: "Hurry, ends tonight"),
      "wholesale.json": draft("Trade", title: "Prices for shops"),
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// The list's rows (between the header and the list's bottom border), left pane only.
  static func rows(_ screen: String) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let header = lines.firstIndex(where: { $0.contains("NAME") }) else { return [] }
    return lines[(header + 1)...].prefix { !$0.hasPrefix("╰") && !$0.hasPrefix("├") }
      .filter { $0.contains("✓") || $0.contains("✗") || $0.contains("⚠") }
  }

  @Test func rowsNameTheirFilesAndTheFilterRanksWhatWasMeant() async throws {
    let sandbox = try Binary.Sandbox()
    let folder = try Self.folder(sandbox)
    let tmux = try TmuxSession(
      command: Binary.command(folder.path), width: 120, height: 30,
      environment: sandbox.environment)
    defer { tmux.kill() }
    var screen = try await tmux.waitForText("7 files")
    screen = try await tmux.waitUntil(description: "every row checked") {
      Self.rows($0).count == 7
    }
    // Four drafts called "welcome" read apart by their files; the long title is whole.
    for path in ["en/welcome.json", "de/welcome.json", "fr/welcome.json", "old/welcome.json"] {
      #expect(Self.rows(screen).contains { $0.contains("welcome") && $0.contains(path) })
    }
    #expect(screen.contains(Self.longTitle))

    try tmux.sendLiteral("/")
    try await tmux.waitForText("name, title, body, topic")
    try tmux.sendLiteral("sale")
    screen = try await tmux.waitUntil(description: "two matches") { Self.rows($0).count == 2 }
    let ranked = Self.rows(screen)
    #expect(ranked.first?.contains("spring-sale.json") == true)
    #expect(ranked.last?.contains("wholesale.json") == true)
    #expect(!screen.contains("flash.json"))
  }

  @Test func aShellLineTypedIntoTheListOnlyFilters() async throws {
    let sandbox = try Binary.Sandbox()
    let folder = try Self.folder(sandbox)
    let tmux = try TmuxSession(
      command: Binary.command(folder.path), width: 120, height: 30,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitUntil(description: "every row checked") { Self.rows($0).count == 7 }
    // `r` would rename, `d` duplicate, `s` sort, `n` new, `x` delete: typed in one go, the
    // line is a filter, and Enter only leaves it.
    try tmux.sendLiteral("rm -rf build/x/y/z/nested/dirs\r")
    let screen = try await tmux.waitForText("rm -rf build/x/y/z/nested/dirs")
    #expect(!screen.contains("Rename to"))
    #expect(!screen.contains("Duplicate as"))
    #expect(!screen.contains("Delete draft"))
    try tmux.sendKeys("Escape")
    try await tmux.waitUntil(description: "the whole list again") { Self.rows($0).count == 7 }
    let created = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      created == ["de", "en", "flash.json", "fr", "old", "spring-sale.json", "wholesale.json"])
  }

  @Test func ctrlOShowsTheDraftYouCameFromAndAFixedFileClearsItsProblem() async throws {
    let sandbox = try Binary.Sandbox()
    let folder = try Self.folder(sandbox)
    let draft = folder.appendingPathComponent("wholesale.json")
    let tmux = try TmuxSession(
      command: Binary.command(draft.path), width: 120, height: 30,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText(#""title": "Prices for shops""#)
    try tmux.sendKeys("C-o")
    var screen = try await tmux.waitForText("7 files")
    screen = try await tmux.waitUntil(description: "the list on wholesale.json") { screen in
      screen.contains("Drafts · ") && screen.contains(#""title": "Prices for shops""#)
    }
    try tmux.sendKeys("C-o")
    try await tmux.waitForText("Notification title")

    // A broken file: Enter says where; fixed on disk, the message goes.
    let broken = folder.appendingPathComponent("aaa-broken.json")
    try Data("{\n  \"message\": {\n".utf8).write(to: broken)
    try tmux.sendKeys("C-o")
    try await tmux.waitForText("8 files")
    try await tmux.waitForText("✗2:15")
    try tmux.sendKeys("g")
    try tmux.sendKeys("Enter")
    try await tmux.waitForText("aaa-broken.json:2:15")
    try Data(Self.draft("Fixed", title: "Now valid").utf8).write(to: broken)
    screen = try await tmux.waitUntil(description: "the problem gone") { screen in
      screen.contains("Fixed") && !screen.contains("aaa-broken.json:2:15")
    }
    #expect(!screen.contains("✗2:15"))
  }
}
