import Foundation
import TermUI

/// `fcm-compose themes` lists the themes; `fcm-compose themes check FILE|DIR...` validates
/// theme files and prints `file:line:column: severity: message` (exit 1 on any problem).
enum ThemesCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let catalog = ThemeCatalog(environment: context.environment)
    guard let first = arguments.first else { return list(catalog, context: context) }
    guard first == "check", arguments.count > 1 else {
      return CLI.usageError(
        first == "check"
          ? "themes check needs a FILE or folder" : "unknown themes command \"\(first)\"",
        usage: usage, context: context)
    }
    var status = ExitCode.ok
    for path in arguments.dropFirst() {
      let files = themeFiles(at: context.url(forPath: path))
      guard !files.isEmpty else {
        context.errorLine("\(path): no such theme file or folder of .toml files")
        status = ExitCode.usage
        continue
      }
      for file in files {
        let diagnostics = catalog.check(fileURL: file)
        for d in diagnostics { context.outputLine("\(d)") }
        if diagnostics.isEmpty {
          context.outputLine("\(file.path): ok")
        } else if status == ExitCode.ok {
          status = ExitCode.problems
        }
      }
    }
    return status
  }

  private static func list(_ catalog: ThemeCatalog, context: CommandContext) -> Int32 {
    let builtins = Set(catalog.builtinNames)
    for name in catalog.names {
      let (theme, _) = catalog.load(name: name, profile: .trueColor)
      let origin = builtins.contains(name) ? "built-in" : "user"
      let variant = theme.variant.map { " \($0)" } ?? ""
      context.outputLine(
        name.padding(toLength: 16, withPad: " ", startingAt: 0)
          + "\(theme.name) (\(origin)\(variant))")
    }
    if let dir = catalog.userThemesDirectory {
      context.writeOut("\n")
      context.outputLine("user themes: \(dir.path)/NAME.toml; use one with --theme NAME")
    }
    return ExitCode.ok
  }

  private static func themeFiles(at url: URL) -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return [url] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".toml") }.sorted().map { url.appendingPathComponent($0) }
  }
}
