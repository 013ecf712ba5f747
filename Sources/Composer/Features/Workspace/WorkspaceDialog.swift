import PushCore
import TermUI

/// A dialog over the workspace list.
public enum WorkspaceDialog: Sendable, Equatable {
  /// Pick a template for a new draft.
  case templates(selected: Int)
  /// Type a file name: for a new draft, a duplicate or a rename.
  case name(NamePrompt)
  /// Move a file to the trash? Cancel is focused (0), Move to trash is 1.
  case confirmDelete(path: String, selected: Int)
}

/// The file-name prompt of the workspace.
public struct NamePrompt: Sendable, Equatable {
  /// What the name is for.
  public enum Purpose: Sendable, Equatable {
    case new(templateID: String)
    case duplicate(of: String)
    case rename(from: String)
  }

  public var purpose: Purpose
  /// The path relative to the workspace folder.
  public var input: TextEditorState
  public var error: String?
  /// The folders the name would create (none of the listed files is in them), once Enter
  /// has asked: a second Enter creates them, any edit asks again.
  public var foldersToCreate: [String]?

  public init(purpose: Purpose, text: String) {
    self.purpose = purpose
    input = TextEditorState(text)
    input.moveToEnd()
  }

  /// The prompt's title.
  public var title: String {
    switch purpose {
    case .new(let id): " New draft from \u{201C}\(id)\u{201D} "
    case .duplicate: " Duplicate as "
    case .rename: " Rename to "
    }
  }

  /// The folders of `path` (relative, `/`-separated) that hold none of `listed`, outermost
  /// first: `a/b/c.json` with nothing listed under `a` gives `a` and `a/b`.
  public static func newFolders(for path: String, listed: [String]) -> [String] {
    var known: Set<String> = []
    for file in listed {
      var folder = ""
      for part in file.split(separator: "/").dropLast() {
        folder += folder.isEmpty ? String(part) : "/" + part
        known.insert(folder)
      }
    }
    var folders: [String] = []
    var folder = ""
    for part in path.split(separator: "/").dropLast() {
      folder += folder.isEmpty ? String(part) : "/" + part
      if !known.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// What Enter will do, shown under the name: the file written or moved, relative to the
  /// folder, and the folders it creates.
  public var outcome: String {
    let name = (try? WorkspaceFiles.checkedName(input.text).get()) ?? input.text
    let target = TerminalSafe.escaped(name)
    switch purpose {
    case .rename(let from): return TerminalSafe.escaped(from) + " \u{2192} " + target
    case .new, .duplicate: return "Writes " + target
    }
  }

  /// The buttons of the delete confirmation.
  public static let deleteButtons = ["Cancel", "Move to trash"]
}

/// Two drafts' requests side by side (`=`).
public struct WorkspaceCompare: Sendable, Equatable {
  public var left: String
  public var right: String
  /// The aligned rows.
  public var rows: [CompareRow]
  public var added: Int
  public var removed: Int
  public var scroll = 0
}

/// One row of a side-by-side diff: a line on either side (nil where the other side has one).
public struct CompareRow: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case same
    case changed
  }

  public var left: String?
  public var right: String?
  public var kind: Kind
}

/// The selected draft as the composer shows it (boxed: the state holds a workspace).
public struct WorkspacePreview: Sendable, Equatable {
  private indirect enum Box: Sendable, Equatable {
    case state(ComposerState)
  }

  private let box: Box
  /// The file it shows.
  public let path: String

  public init(_ state: ComposerState, path: String) {
    box = .state(state)
    self.path = path
  }

  /// The composer state whose preview pane is drawn.
  public var state: ComposerState {
    switch box {
    case .state(let state): state
    }
  }
}
