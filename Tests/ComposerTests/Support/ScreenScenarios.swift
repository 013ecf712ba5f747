import Composer
import Foundation
import PushCore
import TermUI

/// Named states for the screen snapshots: each screen and popup of the composer.
enum ScreenScenarios {
  /// The sample draft with an Android colour that is not a colour and an Apple badge that is
  /// not a number: one error on each platform tab.
  static var draftWithErrors: Draft {
    var draft = SampleDraft.draft
    draft.setValue("red", at: "message.android.notification.color")
    draft.setValue("lots", at: "message.apns.payload.aps.badge")
    return draft
  }

  static func composeDataRow(_ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    let focus = FocusID.mapValue("message.data", row: 1)
    state.focus[.compose] = focus
    state.editing = EditingState(focus: focus, text: "shop://sale/spring", multiline: false)
    return state
  }

  static func androidWithError(_ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size, draft: draftWithErrors)
    state.tab = .android
    state.focus[.android] = .field("message.android.notification.color")
    state.previewTab = .android
    state.editing = EditingState(
      focus: .field("message.android.notification.color"), text: "red", multiline: false)
    return state
  }

  static func appleTab(_ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    state.tab = .apns
    state.focus[.apns] = .field("message.apns.payload.aps.mutable-content")
    state.previewTab = .apns
    return state
  }

  /// The web actions list being edited as JSON, with a missing comma.
  static func webJsonWithSyntaxError(_ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    state.tab = .webpush
    state.previewTab = .webpush
    let focus = FocusID.field("message.webpush.notification.actions")
    state.focus[.webpush] = focus
    var editing = EditingState(
      focus: focus, text: "[\n  { \"action\": \"shop\" \"title\": \"Shop now\" }\n]",
      multiline: true)
    editing.error = "line 2, column 22: expected , or } after an object member"
    state.editing = editing
    return state
  }

  static func preview(_ tab: PreviewTab, _ size: Size) -> ComposerState {
    var state = ScreenFixtures.sample(size)
    state.focus[.compose] = .field("message.notification.title")
    state.previewTab = tab
    return state
  }

  static func popup(_ popup: PopupState, _ size: Size, draft: Draft = SampleDraft.draft)
    -> ComposerState
  {
    var state = ScreenFixtures.sample(size, draft: draft)
    state.popups = [popup]
    return state
  }

  /// Every scenario by snapshot name.
  static let all: [(String, @Sendable (Size) -> ComposerState)] = [
    ("composeEditingTitle", ScreenFixtures.editingTitle),
    ("composeDataRow", composeDataRow),
    ("androidWithError", androidWithError),
    ("appleTab", appleTab),
    ("webJsonWithSyntaxError", webJsonWithSyntaxError),
    (
      "webTab",
      { size in
        var state = ScreenFixtures.sample(size)
        state.tab = .webpush
        state.previewTab = .webpush
        state.focus[.webpush] = .field("message.webpush.fcm_options.link")
        return state
      }
    ),
    ("previewAndroid", { preview(.android, $0) }),
    ("previewApple", { preview(.apns, $0) }),
    ("previewWeb", { preview(.webpush, $0) }),
    ("popupHelp", { popup(.help(scroll: 0), $0) }),
    (
      "popupPalette",
      { size in
        var palette = PaletteState()
        palette.query.insert("sa")
        palette.selected = 1
        return popup(.palette(palette), size)
      }
    ),
    (
      "popupChoice",
      { size in
        var state = popup(
          .choice(
            ChoiceState(
              fieldID: "message.android.priority", title: "Delivery priority",
              options: ["NORMAL", "HIGH"], selected: 1)), size)
        state.tab = .android
        state.focus[.android] = .field("message.android.priority")
        return state
      }
    ),
    (
      "popupConfirmDiscard",
      { size in
        var state = popup(.confirmDiscard(ConfirmState(then: .quit)), size)
        state.draft.name = "Spring sale 2027 (edited)"
        return state
      }
    ),
    (
      "popupProblems",
      { size in
        popup(.problems(ListState(selected: 1)), size, draft: draftWithErrors)
      }
    ),
    (
      "popupPrompt",
      { size in
        var prompt = PromptState(purpose: .saveAs, text: "~/drafts/spring")
        prompt.error = "~/drafts is not writable"
        return popup(.prompt(prompt), size)
      }
    ),
    (
      "popupRecovery",
      { size in
        let copy = RecoveryCopy(
          draftPath: ScreenFixtures.home + "/drafts/spring-sale.json",
          savedAt: ScreenFixtures.now.addingTimeInterval(-300), draft: SampleDraft.draft)
        return popup(.recovery(RecoveryState(copy: copy)), size)
      }
    ),
    (
      "popupThemes",
      { size in
        popup(
          .themes(
            ThemePickerState(
              names: ["default", "harbor", "high-contrast", "mono", "paper", "production"],
              selected: 1, original: "default")), size)
      }
    ),
  ]
}
