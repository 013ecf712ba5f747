import Foundation
import PushCore
import Synchronization
import TermUI

/// Performs the workspace's effects for the runtime: listing and watching the folder (a poll
/// every `pollInterval`, cheap: `stat` only), validating files off the input path in batches,
/// reading the history and templates, and the file operations. Results come back as actions.
@MainActor
final class WorkspaceService {
  /// Seconds between looks at the folder for changes.
  nonisolated static let pollInterval = 1.5
  /// Files validated per batch (each batch is one action, so the list fills in steadily).
  nonisolated static let batchSize = 40

  private let environment: [String: String]
  private var watch: WatchToken?

  init(environment: [String: String]) { self.environment = environment }

  /// Performs `effect`; `run` starts async work that is cancelled when the composer quits.
  func perform(
    _ effect: WorkspaceEffect, inbox: Inbox<Action>,
    run: (@escaping @Sendable (Inbox<Action>) async -> Void) -> Void
  ) {
    let environment = self.environment
    switch effect {
    case .open(let requested):
      let root = requested ?? FileManager.default.currentDirectoryPath
      let url = URL(fileURLWithPath: root).standardizedFileURL
      inbox.post(.workspace(.listed(root: url.path, files: WorkspaceScanner.list(root: url))))
      watch?.stop()
      let token = WatchToken()
      watch = token
      run { inbox in
        inbox.post(
          .workspace(.templates(TemplateCatalog.load(environment: environment, workspace: url))))
        await Self.watch(url, environment: environment, token: token, inbox: inbox)
      }
    case .summarize(let root, let files):
      run { inbox in
        await Task.detached(priority: .utility) {
          Self.summarize(root: root, files: files, inbox: inbox)
        }.value
      }
    case .create(let root, _, _), .rename(let root, _, _), .trash(let root, _),
      .restore(let root, _):
      if let event = WorkspaceFiles.perform(effect, environment: environment, now: Date()) {
        inbox.post(.workspace(event))
      }
      let url = URL(fileURLWithPath: root)
      inbox.post(.workspace(.listed(root: root, files: WorkspaceScanner.list(root: url))))
    }
  }

  /// Validates `files` in batches, posting each batch; stops early when cancelled.
  nonisolated static func summarize(root: String, files: [WorkspaceFile], inbox: Inbox<Action>) {
    let url = URL(fileURLWithPath: root)
    var batch: [DraftSummary] = []
    for file in files {
      if Task.isCancelled { return }
      batch.append(DraftSummary.read(file: file, root: url, now: Date()))
      if batch.count == batchSize {
        inbox.post(.workspace(.summarized(root: root, batch)))
        batch.removeAll()
      }
    }
    if !batch.isEmpty { inbox.post(.workspace(.summarized(root: root, batch))) }
  }

  /// Reads the history now and whenever it changes, and posts a new listing whenever a file
  /// under the folder appears, disappears or changes, until `token` is stopped.
  nonisolated static func watch(
    _ root: URL, environment: [String: String], token: WatchToken, inbox: Inbox<Action>
  ) async {
    let historyPath = SendHistory.path(environment: environment)
    var historyStamp: Date??
    var files = WorkspaceScanner.list(root: root)
    while !Task.isCancelled, !token.isStopped {
      let stamp = WorkspaceScanner.modificationDate(historyPath)
      if historyStamp != .some(stamp) {
        historyStamp = .some(stamp)
        let log = (try? SendHistoryLog.read(path: historyPath)) ?? SendHistoryLog()
        inbox.post(.workspace(.history(LastSends(log))))
      }
      try? await Task.sleep(for: .seconds(pollInterval))
      guard !Task.isCancelled, !token.isStopped else { return }
      let now = WorkspaceScanner.list(root: root)
      if now != files {
        files = now
        inbox.post(.workspace(.listed(root: root.path, files: now)))
      }
    }
  }
}

/// Stops a folder watch (a new workspace replaces the old one).
final class WatchToken: Sendable {
  private let stopped = Atomic<Bool>(false)
  func stop() { stopped.store(true, ordering: .relaxed) }
  var isStopped: Bool { stopped.load(ordering: .relaxed) }
}
