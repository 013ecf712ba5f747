import Foundation
import PushCore

/// `fcm-bench audience DRAFT AUDIENCE [--repeat N]`: every row of an audience file checked as
/// `validate --audience` checks it (reader, per-row validation, sizes, tally), in process and
/// without the CLI's signal handling, so `valgrind --tool=callgrind` can count instructions per
/// row. The end-to-end figures (rows/s, peak RSS, send ratio) come from
/// `Tests/Benchmarks/audience_bench.py`.
enum AudienceBenchmark {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 2 else {
      FileHandle.standardError.write(
        Data("usage: fcm-bench audience DRAFT AUDIENCE [--repeat N | --stages]\n".utf8))
      return 2
    }
    var repeats = 1
    if let i = arguments.firstIndex(of: "--repeat"), i + 1 < arguments.count,
      let n = Int(arguments[i + 1]), n > 0
    {
      repeats = n
    }
    let draft: Draft
    do {
      draft = try DraftFile.load(URL(fileURLWithPath: arguments[0])).draft
    } catch {
      FileHandle.standardError.write(Data("fcm-bench: \(error)\n".utf8))
      return 1
    }
    if arguments.contains("--stages") { return stages(arguments[1]) }
    let now = Date(timeIntervalSince1970: 1_767_225_600)
    let start = Date()
    var summary = AudienceSummary()
    for _ in 0..<repeats {
      do {
        let reader = try AudienceReader(url: URL(fileURLWithPath: arguments[1]))
        summary = AudienceValidator.run(draft: draft, reader: reader, now: now)
      } catch {
        FileHandle.standardError.write(Data("fcm-bench: \(error)\n".utf8))
        return 1
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let rows = Double(summary.rows * repeats)
    print(
      "\(summary.rows) rows × \(repeats): \(summary.rowsOK) OK, \(summary.rowsWithErrors) with "
        + "errors, \(summary.issueCount) skipped; "
        + String(format: "%.0f rows/s", rows / max(seconds, 1e-9)))
    return 0
  }

  /// `--stages`: the reader alone, then the row count alone (what `send` does before it
  /// starts), each timed, so callgrind can tell the stages apart by `--toggle-collect`.
  static func stages(_ path: String) -> Int32 {
    let url = URL(fileURLWithPath: path)
    do {
      let start = Date()
      let reader = try AudienceReader(url: url)
      var rows = 0
      while reader.next() != nil { rows += 1 }
      let read = Date()
      let counted = try AudienceReader.countRows(url: url)
      let end = Date()
      print(
        String(
          format: "%d rows: read %.0f ms, counted (%d) %.0f ms", rows,
          read.timeIntervalSince(start) * 1000, counted, end.timeIntervalSince(read) * 1000))
    } catch {
      FileHandle.standardError.write(Data("fcm-bench: \(error)\n".utf8))
      return 1
    }
    return 0
  }
}
