import Composer
import Foundation
import PushCore
import TermUI

/// `fcm-bench workspace [--drafts N]`: a folder of N drafts (default 1,000, variants of the
/// sample draft in 20 subfolders) opened as the workspace, through the same steps the runtime
/// takes: launch, list the folder, reduce the listing, draw the first frame (goal: < 150 ms).
/// Then validation in the background batches while keys move the selection: each key's
/// reduce + render (p50/p99), and the time until every draft is checked.
@MainActor
enum WorkspaceBenchmark {
  static let goalFirstScreenMilliseconds = 150.0

  static func run(_ arguments: [String]) -> Int32 {
    var count = 1000
    if let i = arguments.firstIndex(of: "--drafts"),
      let n = arguments[safe: i + 1].flatMap(Int.init)
    {
      count = n
    }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fcm-bench-workspace-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      try makeDrafts(count, in: root)
    } catch {
      FileHandle.standardError.write(Data("cannot write drafts: \(error)\n".utf8))
      return 1
    }
    let size = Size(width: 120, height: 40)
    let theme = ThemeCatalog(environment: [:]).load(name: "default", profile: .trueColor).0
    var buffer = Buffer(size: size)

    // First screen: launch on DIR, list, reduce the listing, draw.
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let prepared) = ComposerLaunch.prepare(
        file: root.path, example: false, theme: nil, environment: [:],
        currentDirectory: root, now: Date())
    else { return 1 }
    var state = prepared.state
    _ = Reducer.reduce(&state, .resized(size))
    let files = WorkspaceScanner.list(root: root)
    var effects = Reducer.reduce(&state, .workspace(.listed(root: root.path, files: files)))
    ComposerView.render(state, into: &buffer, styles: theme, home: nil)
    let firstScreen = milliseconds(since: start)

    // The visible rows' verdicts: the first batch the background work posts.
    guard case .workspace(.summarize(_, let order))? = effects.first else { return 1 }
    effects.removeAll()
    let batchSize = 40
    var batches: [[WorkspaceFile]] = stride(from: 0, to: order.count, by: batchSize).map {
      Array(order[$0..<min(order.count, $0 + batchSize)])
    }
    let firstBatchStart = DispatchTime.now().uptimeNanoseconds
    var checked = 0
    var keys = Samples(capacity: batches.count * 4)
    var validation: UInt64 = 0
    var firstVerdicts = 0.0
    while !batches.isEmpty {
      let batch = batches.removeFirst()
      let t0 = DispatchTime.now().uptimeNanoseconds
      let summaries = batch.map { DraftSummary.read(file: $0, root: root, now: Date()) }
      validation += DispatchTime.now().uptimeNanoseconds - t0
      _ = Reducer.reduce(&state, .workspace(.summarized(root: root.path, summaries)))
      ComposerView.render(state, into: &buffer, styles: theme, home: nil)
      checked += summaries.count
      if firstVerdicts == 0 { firstVerdicts = milliseconds(since: firstBatchStart) + firstScreen }
      // Keys typed while the rest is still being checked.
      for key in [KeyEvent.down, .down, .up, .pageDown] {
        keys.time {
          _ = Reducer.reduce(&state, .key(key))
          ComposerView.render(state, into: &buffer, styles: theme, home: nil)
        }
      }
    }
    let pending = state.workspace?.pendingCount ?? -1
    print("workspace: \(count) drafts in \(root.lastPathComponent) (120×40)")
    print(
      String(
        format: "  first screen (launch, list, reduce, draw):  %7.1f ms  (goal < %.0f ms)",
        firstScreen, goalFirstScreenMilliseconds))
    print(String(format: "  visible rows checked (first batch drawn):   %7.1f ms", firstVerdicts))
    print(
      String(
        format: "  validation, all drafts (background work):   %7.1f ms  (%.0f µs per draft)",
        Double(validation) / 1e6, Double(validation) / 1e3 / Double(max(1, checked))))
    print("  keys while validating (reduce + draw):      \(keys.summary)")
    print("  checked \(checked), still pending \(pending)")
    return firstScreen < goalFirstScreenMilliseconds && pending == 0 ? 0 : 1
  }

  static func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }

  /// Writes `count` drafts: the sample with a different name, title and topic or tokens.
  static func makeDrafts(_ count: Int, in root: URL) throws {
    for i in 0..<count {
      var draft = SampleDraft.draft
      draft.name = "Campaign \(i)"
      draft.setValue(.string("Offer \(i): \(i % 50)% off"), at: "message.notification.title")
      let folder = root.appendingPathComponent("group-\(i % 20)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try DraftFile.save(draft, to: folder.appendingPathComponent("draft-\(i).json"))
    }
  }
}
