import Composer
import PushCore
import Testing

/// Commands are one closed set: every export format has its command, names are the
/// `config.toml` spelling, and the catalogue describes every case.
@Suite struct CommandIDTests {
  @Test func everyExportFormatHasExactlyOneCommand() {
    for format in ExportFormat.allCases {
      let commands = CommandID.allCases.filter { $0.exportFormat == format }
      #expect(commands.count == 1, "\(format)")
      #expect(commands.first?.name == "export_\(format.rawValue)")
    }
  }

  @Test func namesAreLowerSnakeAndUnique() {
    let names = CommandID.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0 == "_" }, "\(name)")
    }
  }

  @Test func theCatalogueDescribesEveryCommand() {
    #expect(Command.all.map(\.id) == CommandID.allCases)
    for command in Command.all {
      #expect(!command.title.isEmpty && !command.help.isEmpty, "\(command.id)")
      #expect(Command.named(command.id.name) == command)
    }
  }
}
