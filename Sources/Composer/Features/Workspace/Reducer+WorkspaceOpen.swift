import Foundation
import PushCore
import TermUI

extension Reducer {
  /// A draft was opened (from the list or the open prompt): the composer shows it, and the
  /// workspace waits behind it with its state kept.
  static func leaveWorkspaceForComposer(_ state: inout ComposerState) {
    guard state.workspace != nil else { return }
    state.workspace?.isShown = false
    state.workspace?.composerBehind = true
  }

  /// Esc in the composer: the drafts list again, as it was left.
  static func returnToWorkspace(_ state: inout ComposerState) -> [Effect] {
    guard state.workspace != nil else { return [] }
    state.workspace?.isShown = true
    refreshWorkspacePreview(&state)
    return []
  }

  /// A paste on the workspace goes to the filter (or the name prompt).
  static func pasteIntoWorkspace(_ state: inout ComposerState, _ text: String) -> [Effect] {
    guard var workspace = state.workspace else { return [] }
    let line = text.replacingOccurrences(of: "\n", with: " ")
    if case .name(var prompt) = workspace.dialog {
      prompt.input.paste(line)
      workspace.dialog = .name(prompt)
    } else if workspace.dialog == nil, workspace.compare == nil {
      workspace.isFiltering = true
      workspace.filter.paste(line)
      workspace.refreshVisible(now: state.now)
      workspace.scroll = 0
    }
    state.workspace = workspace
    refreshWorkspacePreview(&state)
    return []
  }
}

extension ComposerLaunch {
  /// The folder to open as a workspace: `file` when it is a folder, or the current directory
  /// when no file is given and it holds drafts; nil opens the composer as before.
  static func workspaceFolder(_ file: String?, currentDirectory: URL) -> URL? {
    guard let file else {
      return WorkspaceScanner.holdsDrafts(currentDirectory) ? currentDirectory : nil
    }
    let url =
      file.hasPrefix("/")
      ? URL(fileURLWithPath: file) : currentDirectory.appendingPathComponent(file)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return url.standardizedFileURL
  }
}

extension Reducer {
  /// The mouse on the workspace: a click selects a row (a second click on it opens it), the
  /// wheel moves the selection; the compare page scrolls.
  static func workspaceMouse(_ state: inout ComposerState, _ event: MouseEvent) -> [Effect] {
    guard var workspace = state.workspace, workspace.dialog == nil else { return [] }
    if workspace.compare != nil {
      if event.kind == .wheelDown || event.kind == .wheelUp {
        return handleWorkspaceKey(&state, event.kind == .wheelDown ? .down : .up)
      }
      return []
    }
    let layout = WorkspaceLayout(state.size)
    switch event.kind {
    case .wheelDown, .wheelUp:
      return handleWorkspaceKey(&state, event.kind == .wheelDown ? .down : .up)
    case .press(.primary):
      guard layout.rows.contains(event.position) else { return [] }
      let row = workspace.scroll + event.position.y - layout.rows.y
      guard row < workspace.visible.count else { return [] }
      if row == workspace.selectedRow { return openSelected(&state) }
      select(row: row, &workspace, size: state.size)
      state.workspace = workspace
      refreshWorkspacePreview(&state)
    default:
      break
    }
    return []
  }
}
