import Foundation
import PushCore

/// Work the workspace asks the runtime for (one `Effect.workspace` case); results come back
/// as `Action.workspace` events.
public enum WorkspaceEffect: Sendable, Equatable {
  /// List the folder (nil: the current directory), read the send history and the templates,
  /// and keep watching the folder for changes; answers `.listed`, `.history`, `.templates`.
  case open(root: String?)
  /// Read and validate these files in the background, in batches; answers `.summarized`.
  case summarize(root: String, files: [WorkspaceFile])
  /// Write a new draft file; refuses to replace an existing file. Answers `.changed`.
  case create(root: String, path: String, draft: Draft)
  /// Rename a file (never over another one). Answers `.changed`.
  case rename(root: String, from: String, to: String)
  /// Move a file to the trash. Answers `.trashed`.
  case trash(root: String, path: String)
  /// Put a trashed file back. Answers `.changed`.
  case restore(root: String, XDGTrash.Item)
}

/// What the runtime reports back for the workspace.
public enum WorkspaceEvent: Sendable, Equatable {
  /// The files under `root` (a fresh listing: at open, after a change on disk or a file
  /// operation).
  case listed(root: String, files: [WorkspaceFile])
  /// A batch of summaries.
  case summarized(root: String, [DraftSummary])
  /// The send history, indexed by draft.
  case history(LastSends)
  /// The templates (and template files that could not be used).
  case templates(TemplateCatalog)
  /// A file operation succeeded: say `message` and select `select`.
  case changed(message: String, select: String?)
  /// A file went to the trash.
  case trashed(XDGTrash.Item, path: String)
  /// Something failed; the message says what and where.
  case failed(String)
}
