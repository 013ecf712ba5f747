import Foundation

// fcm-bench: one file per benchmark; add a case here and a file beside this one.
//   swift run -c release fcm-bench core [--iterations N]
let arguments = Array(CommandLine.arguments.dropFirst())
let benchmarks: [(name: String, summary: String, run: ([String]) -> Int32)] = [
  ("core", "parse + validate + render all platforms, 4 KB message", CoreBenchmark.run),
  ("keys", "10,000 keystrokes through reduce → render → diff", { KeysBenchmark.run($0) }),
  ("jsonkeys", "parse time per key, 1K–32K keys, plain and FNV-colliding", JSONKeysBenchmark.run),
  (
    "workspace", "1,000 drafts: first screen, background checks, keys",
    { WorkspaceBenchmark.run($0) }
  ),
  ("audience", "validate every row of an audience file (callgrind per row)", AudienceBenchmark.run),
]

if let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) {
  exit(benchmark.run(Array(arguments.dropFirst())))
}
var usage = "usage: fcm-bench BENCHMARK [options]\n\nbenchmarks:\n"
for benchmark in benchmarks {
  usage +=
    "  " + benchmark.name.padding(toLength: 10, withPad: " ", startingAt: 0)
    + benchmark.summary + "\n"
}
usage += "\nprocess start-up of fcm-compose: Tests/Benchmarks/startup.sh\n"
FileHandle.standardError.write(Data(usage.utf8))
exit(arguments.isEmpty || arguments == ["--help"] ? 0 : 2)
