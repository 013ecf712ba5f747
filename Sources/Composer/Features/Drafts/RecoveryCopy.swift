import Foundation
import PushCore

/// An autosaved copy of unsaved work (in `$XDG_STATE_HOME/fcm-compose/recovery/`).
public struct RecoveryCopy: Sendable, Equatable {
  /// The draft file it belongs to (nil for an untitled draft).
  public var draftPath: String?
  /// When it was written.
  public var savedAt: Date
  /// The unsaved draft.
  public var draft: Draft

  public init(draftPath: String?, savedAt: Date, draft: Draft) {
    self.draftPath = draftPath
    self.savedAt = savedAt
    self.draft = draft
  }
}
