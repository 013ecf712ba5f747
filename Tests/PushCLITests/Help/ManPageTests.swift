import Foundation
import Testing

@testable import PushCLI

/// `fcm-compose help --man`: the man page from the usage texts and the manual.
@Suite struct ManPageTests {
  @Test func pageHoldsEveryCommandAndTopic() async throws {
    let result = await CLIHarness.run(["help", "--man"])
    #expect(result.status == 0)
    let page = result.out
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(".TH FCM-COMPOSE 1 ") == true)
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(lines.contains(".SH \(section)"), "\(section)")
    }
    for command in CLI.listedCommands {
      #expect(lines.contains(".SS " + ManPage.escaped(command.name)), "\(command.name)")
      #expect(lines.contains(ManPage.escaped(command.usage.summary)), "\(command.name)")
      for option in command.usage.options {
        #expect(page.contains(ManPage.escaped(option.names[0])), "\(option.names[0])")
      }
    }
    for topic in ManualTopic.all {
      #expect(lines.contains(".SH " + ManPage.escaped(topic.title.uppercased())), "\(topic.name)")
    }
    let macros: Set<String> = [
      ".TH", ".SH", ".SS", ".PP", ".TP", ".IP", ".B", ".nf", ".fi", ".RS", ".RE", ".ad",
    ]
    for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
      let macro = String(line.prefix { $0 != " " })
      #expect(macros.contains(macro), "a line is read as a roff request: \(line)")
    }
  }

  /// groff renders the page without a warning (where groff is installed).
  @Test func groffRendersWithoutWarnings() async throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }
    let page = await CLIHarness.run(["help", "--man"]).out
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
    process.arguments = ["-man", "-Tutf8", "-ww", "-z", "-K", "utf8"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(page.utf8))
    try input.fileHandleForWriting.close()
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
