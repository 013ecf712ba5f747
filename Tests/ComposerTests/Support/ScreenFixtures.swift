import Composer
import Foundation
import PushCore
import TermUI

/// States and a renderer for screen tests: the built-in sample draft, a fixed clock, a fake
/// home directory, role names instead of colours.
enum ScreenFixtures {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let home = "/home/dev"
  static let sizes = [
    Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 40, height: 12),
  ]

  /// The sample draft, saved at `~/drafts/spring-sale.json`, on a staging profile.
  static func sample(_ size: Size, draft: Draft = SampleDraft.draft) -> ComposerState {
    var state = ComposerState(
      draft: draft, filePath: home + "/drafts/spring-sale.json", saved: true, now: now,
      size: size)
    state.profileName = "staging"
    state.projectID = "shop-staging"
    return state
  }

  /// Focus on the notification title with its editor open, cursor at the end.
  static func editingTitle(_ size: Size) -> ComposerState {
    var state = sample(size)
    let focus = FocusID.field("message.notification.title")
    state.focus[.compose] = focus
    state.editing = EditingState(
      focus: focus, text: "Spring sale: 30% off 🌸", multiline: false)
    return state
  }

  /// Renders with role names only (`RoleStyles.plain`); returns the buffer and the cursor.
  static func render(_ state: ComposerState, styles: any StyleResolver = RoleStyles.plain)
    -> (buffer: Buffer, cursor: Position?)
  {
    var buffer = Buffer(size: state.size)
    let cursor = ComposerView.render(state, into: &buffer, styles: styles, home: home)
    return (buffer, cursor)
  }
}
