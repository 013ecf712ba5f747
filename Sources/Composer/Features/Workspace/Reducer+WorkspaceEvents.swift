import Foundation
import PushCore
import TermUI

extension Reducer {
  /// What the runtime reported for the workspace.
  static func handleWorkspaceEvent(_ state: inout ComposerState, _ event: WorkspaceEvent)
    -> [Effect]
  {
    guard var workspace = state.workspace else { return [] }
    var effects: [Effect] = []
    switch event {
    case .listed(let root, let files):
      if workspace.root.isEmpty { workspace.root = root }
      guard root == workspace.root else { return [] }
      let old = Dictionary(
        (workspace.entries ?? []).map { ($0.file.path, $0) }, uniquingKeysWith: { a, _ in a })
      var changed: [WorkspaceFile] = []
      workspace.entries = files.map { file in
        if let previous = old[file.path], previous.file == file, previous.summary != nil {
          return previous
        }
        changed.append(file)
        return WorkspaceState.Entry(file: file)
      }
      workspace.marked.removeAll { path in !files.contains { $0.path == path } }
      workspace.attachHistory()
      workspace.refreshVisible(now: state.now)
      if let wanted = workspace.pendingSelection, files.contains(where: { $0.path == wanted }) {
        // A file just created, renamed or restored: show it even if the filter would not.
        workspace.pendingSelection = nil
        workspace.selectedPath = wanted
        if workspace.selectedRow == nil {
          workspace.filter.setText("")
          workspace.refreshVisible(now: state.now)
        }
      }
      keepSelectionInView(&workspace, size: state.size)
      if !changed.isEmpty {
        // The rows in view first, so the first screen fills in before the rest.
        let order = Dictionary(
          workspace.visible.enumerated().map { ($0.element, $0.offset) },
          uniquingKeysWith: { a, _ in a })
        let positions = Dictionary(
          (workspace.entries ?? []).enumerated().map { ($0.element.file.path, $0.offset) },
          uniquingKeysWith: { a, _ in a })
        let scroll = workspace.scroll
        changed.sort { a, b in
          let ra = positions[a.path].flatMap { order[$0] } ?? Int.max
          let rb = positions[b.path].flatMap { order[$0] } ?? Int.max
          let da = ra >= scroll ? ra - scroll : Int.max / 2 + ra
          let db = rb >= scroll ? rb - scroll : Int.max / 2 + rb
          return da < db
        }
        effects.append(.workspace(.summarize(root: root, files: changed)))
      }
    case .summarized(let root, let summaries):
      guard root == workspace.root, var entries = workspace.entries else { return [] }
      let index = Dictionary(
        entries.enumerated().map { ($0.element.file.path, $0.offset) },
        uniquingKeysWith: { a, _ in a })
      let rootURL = workspace.rootURL
      for summary in summaries {
        guard let i = index[summary.file.path], entries[i].file == summary.file else { continue }
        var entry = WorkspaceState.Entry(file: summary.file, summary: summary)
        entry.lastSend = workspace.lastSends.last(
          name: summary.name, path: summary.file.path, root: rootURL)
        entries[i] = entry
      }
      workspace.entries = entries
      workspace.refreshVisible(now: state.now)
      keepSelectionInView(&workspace, size: state.size)
      // A file's problem goes from the status bar once the file reads as a draft again.
      if case .workspaceFile(let path)? = state.status?.cause,
        summaries.contains(where: { $0.file.path == path && $0.draft != nil })
      {
        state.status = nil
      }
    case .history(let lastSends):
      workspace.lastSends = lastSends
      workspace.attachHistory()
      workspace.refreshVisible(now: state.now)
    case .templates(let catalog):
      workspace.templates = catalog.templates
      if let problem = catalog.problems.first {
        state.status = StatusMessage("Template skipped: \(problem)", .warning)
      }
    case .changed(let message, let select):
      state.status = StatusMessage(message, .success)
      if let select { workspace.pendingSelection = select }
    case .trashed(let item, let path):
      workspace.trashed.append(item)
      state.status = StatusMessage(
        "Moved \(DisplayText.sanitized(path)) to the trash: u restores it", .success)
    case .failed(let message):
      state.status = StatusMessage(message, .error)
    }
    state.workspace = workspace
    refreshWorkspacePreview(&state)
    return effects
  }

  /// Keeps the preview on the selected draft (built only when the selection or its file
  /// changed: rendering and validating a draft is not a per-frame job).
  static func refreshWorkspacePreview(_ state: inout ComposerState) {
    guard var workspace = state.workspace, workspace.isShown else { return }
    guard let entry = workspace.selectedEntry, let draft = entry.summary?.draft else {
      if workspace.preview != nil {
        workspace.preview = nil
        state.workspace = workspace
      }
      return
    }
    let key = entry.file.path + "@\(entry.file.modified.timeIntervalSince1970)"
    if let preview = workspace.preview, preview.path == key,
      preview.state.previewTab == workspace.previewTab, preview.state.size == state.size
    {
      return
    }
    var shown = ComposerState(
      draft: draft, filePath: workspace.absolutePath(entry.file.path), saved: true,
      now: state.now, size: state.size, themeName: state.themeName)
    shown.previewTab = workspace.previewTab
    shown.previewFollowsFocus = false
    shown.focus[.compose] = nil
    workspace.preview = WorkspacePreview(shown, path: key)
    state.workspace = workspace
  }

  /// `=`: compares the two marked drafts (or the marked one with the selected one).
  static func startCompare(_ state: inout ComposerState) -> [Effect] {
    guard var workspace = state.workspace else { return [] }
    var paths = workspace.marked
    if paths.count == 1, let selected = workspace.selectedPath, selected != paths[0] {
      paths.append(selected)
    }
    guard paths.count == 2, let left = workspace.entry(paths[0])?.summary?.draft,
      let right = workspace.entry(paths[1])?.summary?.draft
    else {
      state.status = StatusMessage(
        "Mark two drafts with Space (or one, and select the other), then press =", .info)
      return []
    }
    workspace.compare = WorkspaceCompareModel.compare(
      left: (paths[0], left), right: (paths[1], right), now: state.now)
    state.workspace = workspace
    return []
  }
}
