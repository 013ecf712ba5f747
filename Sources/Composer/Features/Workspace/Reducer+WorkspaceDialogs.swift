import Foundation
import PushCore
import TermUI

extension Reducer {
  /// Keys of the workspace's dialogs: Esc cancels each; Enter confirms.
  static func workspaceDialogKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard var workspace = state.workspace, let dialog = workspace.dialog else { return [] }
    if key == .escape {
      workspace.dialog = nil
      state.workspace = workspace
      return []
    }
    var effects: [Effect] = []
    switch dialog {
    case .templates(let selected):
      let count = workspace.templates.count
      if let next = moveSelection(key, selected, count) {
        workspace.dialog = .templates(selected: next)
      } else if key == .enter, let template = workspace.templates[safe: selected] {
        workspace.dialog = .name(
          NamePrompt(purpose: .new(templateID: template.id), text: template.id + ".json"))
      }
    case .name(var prompt):
      if key == .enter {
        switch WorkspaceFiles.checkedName(prompt.input.text) {
        case .failure(let problem):
          prompt.error = problem.message
          workspace.dialog = .name(prompt)
        case .success(let name):
          let folders = NamePrompt.newFolders(
            for: name, listed: workspace.entries?.map(\.file.path) ?? [])
          if !folders.isEmpty, prompt.foldersToCreate != folders {
            prompt.foldersToCreate = folders
            prompt.error = nil
            workspace.dialog = .name(prompt)
            break
          }
          workspace.dialog = nil
          if let effect = nameEffect(prompt.purpose, name: name, workspace) {
            effects.append(effect)
          } else {
            state.status = StatusMessage("That draft is no longer readable", .error)
          }
        }
      } else if prompt.input.handle(key) {
        prompt.error = nil
        prompt.foldersToCreate = nil
        workspace.dialog = .name(prompt)
      }
    case .confirmDelete(let path, let selected):
      switch key {
      case .left, .right, .tab, .backTab:
        workspace.dialog = .confirmDelete(path: path, selected: 1 - selected)
      case .enter, .char(" "):
        workspace.dialog = nil
        if selected == 1 {
          workspace.marked.removeAll { $0 == path }
          effects.append(.workspace(.trash(root: workspace.root, path: path)))
        }
      default:
        break
      }
    }
    state.workspace = workspace
    return effects
  }

  /// The file operation a confirmed name asks for.
  private static func nameEffect(
    _ purpose: NamePrompt.Purpose, name: String, _ workspace: WorkspaceState
  ) -> Effect? {
    switch purpose {
    case .new(let id):
      guard let template = workspace.templates.first(where: { $0.id == id }) else { return nil }
      let draft = template.instantiate(name: DraftTemplate.draftName(forFile: name))
      return .workspace(.create(root: workspace.root, path: name, draft: draft))
    case .duplicate(let path):
      guard var draft = workspace.entry(path)?.summary?.draft else { return nil }
      if let draftName = draft.name, !draftName.isEmpty { draft.name = draftName + " (copy)" }
      return .workspace(.create(root: workspace.root, path: name, draft: draft))
    case .rename(let path):
      guard name != path else { return nil }
      return .workspace(.rename(root: workspace.root, from: path, to: name))
    }
  }
}
