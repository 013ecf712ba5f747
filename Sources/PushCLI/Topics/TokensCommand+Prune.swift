import Foundation
import PushCore

extension TokensCommand {
  /// `tokens prune F --report R`: F without the tokens R found dead, a backup beside it.
  static func prune(_ file: String, _ args: ArgumentScanner, context: CommandContext) -> Int32 {
    guard let report = args.value("--report") else {
      return usageError(
        "prune needs --report R: a send or topics report, or the .dead file of tokens check",
        context: context)
    }
    do {
      let dead = try DeadTokens.load(url: context.url(forPath: report), name: report)
      let result = try TokenFilePrune.prune(
        file: context.url(forPath: file), name: file, dead: dead, dedupe: args.has("--dedupe"))
      let c = result.counts
      var out =
        "Pruned \(file): \(c.dead) dead token\(c.dead == 1 ? "" : "s") taken out, \(c.live) kept"
      if c.dropped > 0 {
        out += ", \(c.dropped) duplicate or blank line\(c.dropped == 1 ? "" : "s") dropped"
      }
      out += ".\n"
      let codes = dead.byCode.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      out += "Dead in \(report): \(dead.tokens.count) (\(codes.joined(separator: ", ")))\n"
      out += "Backup: \(result.backup.path)\n"
      context.writeOut(TerminalSafe.escaped(out, layout: .multiLine))
      return ExitCode.ok
    } catch {
      context.errorLine("fcm-compose tokens: \(error)")
      return ExitCode.usage
    }
  }
}
