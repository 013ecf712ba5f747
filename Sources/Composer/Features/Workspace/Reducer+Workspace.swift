import Foundation
import PushCore
import TermUI

extension Reducer {
  /// Global commands that still work on the workspace screen.
  static let workspaceCommands: Set<CommandID> = [
    .quit, .commandPalette, .help, .history, .redraw, .toggleMouse, .switchTheme,
    .previewNext, .previewPrev, .workspace, .newDraft, .open,
  ]

  /// Ctrl-O: from the composer, the workspace on the draft's folder (the open one when the
  /// draft is inside it, so its list state is kept); from the workspace, back to the draft.
  static func toggleWorkspace(_ state: inout ComposerState) -> [Effect] {
    if var workspace = state.workspace, workspace.isShown {
      guard workspace.composerBehind else {
        state.status = StatusMessage("Enter opens the selected draft; n starts a new one", .info)
        return []
      }
      workspace.isShown = false
      state.workspace = workspace
      return []
    }
    let folder = state.filePath.map { ($0 as NSString).deletingLastPathComponent }
    if var workspace = state.workspace,
      folder == nil
        || folder.map({ $0 == workspace.root || $0.hasPrefix(workspace.root + "/") })
          == true
    {
      workspace.isShown = true
      workspace.composerBehind = true
      if let path = state.filePath, let relative = workspace.relativePath(path) {
        // The list shows the draft you came from.
        if workspace.entry(relative) != nil {
          workspace.selectedPath = relative
          if workspace.selectedRow == nil {
            workspace.filter.setText("")
            workspace.refreshVisible(now: state.now)
          }
          keepSelectionInView(&workspace, size: state.size)
        } else {
          workspace.pendingSelection = relative
        }
      }
      state.workspace = workspace
      refreshWorkspacePreview(&state)
      return []
    }
    var workspace = WorkspaceState(root: folder ?? "")
    workspace.composerBehind = true
    workspace.pendingSelection = state.filePath.map { ($0 as NSString).lastPathComponent }
    state.workspace = workspace
    return [.workspace(.open(root: folder))]
  }

  /// Keys on the workspace screen: a dialog or the compare page first, then the filter (after
  /// `/`), then the list's own keys.
  static func handleWorkspaceKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard var workspace = state.workspace else { return [] }
    if workspace.dialog != nil { return workspaceDialogKey(&state, key) }
    if workspace.compare != nil {
      compareKey(&workspace, key, size: state.size)
      state.workspace = workspace
      return []
    }
    if workspace.isFiltering {
      filterKey(&workspace, key, now: state.now)
      state.workspace = workspace
      refreshWorkspacePreview(&state)
      return []
    }
    if let command = state.keymap.global[key], workspaceCommands.contains(command) {
      return run(command: command, &state)
    }
    if key == .escape {
      if !workspace.filter.text.isEmpty {
        workspace.filter.setText("")
        workspace.refreshVisible(now: state.now)
        state.workspace = workspace
        refreshWorkspacePreview(&state)
        return []
      }
      return toggleWorkspace(&state)
    }
    if let row = listMove(key, workspace) {
      select(row: row, &workspace, size: state.size)
      state.workspace = workspace
      refreshWorkspacePreview(&state)
      return []
    }
    return workspaceAction(key, &state, &workspace)
  }

  private static func workspaceAction(
    _ key: KeyEvent, _ state: inout ComposerState, _ workspace: inout WorkspaceState
  ) -> [Effect] {
    let selected = workspace.selectedEntry
    switch key {
    case .enter:
      state.workspace = workspace
      return openSelected(&state)
    case .char("/"):
      workspace.isFiltering = true
    case .char("s"):
      workspace.sort = workspace.sort.next
      workspace.refreshVisible(now: state.now)
      state.status = StatusMessage("Sorted by \(workspace.sort.rawValue)", .info)
    case .char("S"):
      workspace.descending.toggle()
      workspace.refreshVisible(now: state.now)
      state.status = StatusMessage(
        "Sorted by \(workspace.sort.rawValue), \(workspace.descending ? "reversed" : "usual order")",
        .info)
    case .char(" "):
      if let path = selected?.file.path {
        if let index = workspace.marked.firstIndex(of: path) {
          workspace.marked.remove(at: index)
        } else {
          workspace.marked.append(path)
          if workspace.marked.count > 2 { workspace.marked.removeFirst() }
        }
        if let row = workspace.selectedRow { select(row: row + 1, &workspace, size: state.size) }
      }
    case .char("="):
      state.workspace = workspace
      return startCompare(&state)
    case .char("n"):
      workspace.dialog = .templates(selected: 0)
    case .char("d"):
      if let entry = selected {
        workspace.dialog = .name(
          NamePrompt(purpose: .duplicate(of: entry.file.path), text: copyName(entry.file.path)))
      }
    case .char("r"):
      if let entry = selected {
        workspace.dialog = .name(
          NamePrompt(purpose: .rename(from: entry.file.path), text: entry.file.path))
      }
    case .char("D"), .char("x"), .delete:
      if let entry = selected {
        workspace.dialog = .confirmDelete(path: entry.file.path, selected: 0)
      }
    case .char("u"):
      guard let item = workspace.trashed.popLast() else {
        state.status = StatusMessage("Nothing deleted here to restore", .info)
        break
      }
      state.workspace = workspace
      return [.workspace(.restore(root: workspace.root, item))]
    case .char("o"):
      state.workspace = workspace
      return run(command: .open, &state)
    case .tab, .backTab:
      let all = PreviewTab.allCases
      let index = all.firstIndex(of: workspace.previewTab) ?? 0
      workspace.previewTab = all[(index + (key == .tab ? 1 : all.count - 1)) % all.count]
    case .char("q"):
      state.workspace = workspace
      return run(command: .quit, &state)
    case .char("?"):
      state.workspace = workspace
      return run(command: .help, &state)
    default:
      break
    }
    state.workspace = workspace
    refreshWorkspacePreview(&state)
    return []
  }

  /// The row a movement key goes to, nil for other keys.
  private static func listMove(_ key: KeyEvent, _ workspace: WorkspaceState) -> Int? {
    let count = workspace.visible.count
    guard count > 0 else { return nil }
    let current = workspace.selectedRow ?? 0
    let page = 10
    switch key {
    case .up, .char("k"): return max(0, current - 1)
    case .down, .char("j"): return min(count - 1, current + 1)
    case .pageUp: return max(0, current - page)
    case .pageDown: return min(count - 1, current + page)
    case .home, .char("g"): return 0
    case .end, .char("G"): return count - 1
    default: return nil
    }
  }

  /// Selects `row` (clamped) and scrolls it into view.
  static func select(row: Int, _ workspace: inout WorkspaceState, size: Size) {
    guard let entries = workspace.entries, !workspace.visible.isEmpty else { return }
    let row = min(max(0, row), workspace.visible.count - 1)
    workspace.selectedPath = entries[workspace.visible[row]].file.path
    keepSelectionInView(&workspace, size: size)
  }

  static func keepSelectionInView(_ workspace: inout WorkspaceState, size: Size) {
    let viewport = WorkspaceLayout(size).rowCount
    let row = workspace.selectedRow ?? 0
    let maxScroll = max(0, workspace.visible.count - viewport)
    workspace.scroll = min(max(workspace.scroll, row - viewport + 1), row, maxScroll)
    workspace.scroll = max(0, workspace.scroll)
  }

  private static func filterKey(_ workspace: inout WorkspaceState, _ key: KeyEvent, now: Date) {
    switch key {
    case .escape:
      workspace.filter.setText("")
      workspace.isFiltering = false
    case .enter, .down, .up, .tab:
      workspace.isFiltering = false
    default:
      guard workspace.filter.handle(key) else { return }
    }
    workspace.refreshVisible(now: now)
    workspace.scroll = 0
    if let first = workspace.visible.first, workspace.selectedRow == nil || key != .escape {
      workspace.selectedPath = workspace.entries?[first].file.path
    }
  }

  private static func compareKey(_ workspace: inout WorkspaceState, _ key: KeyEvent, size: Size) {
    guard var compare = workspace.compare else { return }
    let viewport = max(1, size.height - 6)
    let maxScroll = max(0, compare.rows.count - viewport)
    switch key {
    case .escape, .char("q"), .left, .backspace, .char("="):
      workspace.compare = nil
      return
    case .down, .char("j"): compare.scroll += 1
    case .up, .char("k"): compare.scroll -= 1
    case .pageDown, .char(" "): compare.scroll += viewport
    case .pageUp: compare.scroll -= viewport
    case .home, .char("g"): compare.scroll = 0
    case .end, .char("G"): compare.scroll = maxScroll
    default: break
    }
    compare.scroll = min(max(0, compare.scroll), maxScroll)
    workspace.compare = compare
  }

  /// `promo/sale.json` → `promo/sale-copy.json`.
  static func copyName(_ path: String) -> String {
    let stem = path.lowercased().hasSuffix(".json") ? String(path.dropLast(5)) : path
    return stem + "-copy.json"
  }

  /// Enter: opens the selected draft in the composer (asking about unsaved changes first); a
  /// file that is not a draft says why instead.
  static func openSelected(_ state: inout ComposerState) -> [Effect] {
    guard let workspace = state.workspace, let entry = workspace.selectedEntry else { return [] }
    let shown = DisplayText.sanitized(entry.file.path)
    switch entry.summary?.content {
    case .syntaxError(let line, let column, let message)?:
      state.status = StatusMessage(
        "\(shown):\(line):\(column): \(message)", .error, cause: .workspaceFile(entry.file.path))
      return []
    case .notADraft(let reason)?, .broken(let reason)?:
      state.status = StatusMessage(
        "\(shown): \(reason)", .error, cause: .workspaceFile(entry.file.path))
      return []
    case .draft?, nil:
      return confirmingDiscard(&state, then: .open(workspace.absolutePath(entry.file.path)))
    }
  }
}

extension ComposerState {
  /// Whether the workspace's list is showing, where letters are commands: a run of keys read
  /// at once (a shell command typed into the wrong window) goes to the filter as text.
  var takesTypedRunsAsText: Bool {
    screen == .workspace && popups.isEmpty && workspace?.compare == nil
  }
}
