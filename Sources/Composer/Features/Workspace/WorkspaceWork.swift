import Foundation
import PushCore

/// The workspace's effects done at once, in order, without a run loop: the same listing,
/// validation, history, templates and file operations the runtime's `WorkspaceService` runs
/// (it spreads validation over background batches). For scripts and headless tests.
public enum WorkspaceWork {
  /// The events `effect` produces.
  public static func run(
    _ effect: WorkspaceEffect, environment: [String: String], currentDirectory: String,
    now: Date
  ) -> [WorkspaceEvent] {
    switch effect {
    case .open(let requested):
      let url = URL(fileURLWithPath: requested ?? currentDirectory).standardizedFileURL
      let log =
        (try? SendHistoryLog.read(path: SendHistory.path(environment: environment)))
        ?? SendHistoryLog()
      return [
        .listed(root: url.path, files: WorkspaceScanner.list(root: url)),
        .templates(TemplateCatalog.load(environment: environment, workspace: url)),
        .history(LastSends(log)),
      ]
    case .summarize(let root, let files):
      let url = URL(fileURLWithPath: root)
      return [
        .summarized(root: root, files.map { DraftSummary.read(file: $0, root: url, now: now) })
      ]
    case .create(let root, _, _), .rename(let root, _, _), .trash(let root, _),
      .restore(let root, _):
      let event = WorkspaceFiles.perform(effect, environment: environment, now: now)
      let listing = WorkspaceEvent.listed(
        root: root, files: WorkspaceScanner.list(root: URL(fileURLWithPath: root)))
      return (event.map { [$0] } ?? []) + [listing]
    }
  }
}
