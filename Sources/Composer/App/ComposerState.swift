import Config
import Foundation
import PushCore
import TermUI

/// Everything the composer shows, as one value (Elm architecture): `reduce` changes it,
/// `ComposerView.render` draws it. A value throughout (its boxes are copy-on-write), no I/O.
@dynamicMemberLookup
public struct ComposerState: Sendable, Equatable {
  /// The draft being edited.
  public var draft: Draft {
    didSet { if draft != oldValue { draftChanged() } }
  }
  /// The selected form tab.
  public var tab: FormTab = .compose
  /// The focused place per form tab.
  public var focus: [FormTab: FocusID] = [:]
  /// The focused text being edited, if the focused place is a text field.
  public var editing: EditingState?
  /// The selected preview tab.
  public var previewTab: PreviewTab = .request
  /// Manual preview scroll offset, used when `previewFollowsFocus` is false.
  public var previewScroll = 0
  /// Whether the preview scrolls to the focused field's lines.
  public var previewFollowsFocus = true
  /// The popup stack; the last one is on top.
  public var popups: [PopupState] = []
  /// The status bar message.
  public var status: StatusMessage?
  /// Rendered request, platform views and diagnostics of `draft`.
  public private(set) var derived: Derived
  /// The clock as last told by a `.tick` (for expiry rendering); never read from the system.
  public var now: Date
  /// The terminal size.
  public var size: Size
  /// Draft snapshots for undo (most recent last) and redo.
  public var undoStack: [UndoEntry] = []
  public var redoStack: [UndoEntry] = []
  /// Bumped on every change to the draft; recovery autosave uses it to debounce.
  public var changeGeneration = 0
  /// FCM's own verdict from the last dry run: field violations placed like local problems,
  /// each dropped once its field changes.
  public var serverDiagnostics: [Diagnostic] = [] {
    didSet { if serverDiagnostics != oldValue { derived.merge(server: serverDiagnostics) } }
  }
  /// What the last layout of the form computed, for the next one to reuse (see
  /// `FormLayoutMemo`; it never changes a layout and is never compared).
  public var layoutMemo = FormLayoutMemo()
  /// The members typing never changes, in one shared box (`ColdMembers`).
  var cold: CopyOnWrite<ColdMembers>
  /// `workspace` and `audience`, each in a box of its own (large; the audience is one of the
  /// layout's inputs, compared by identity on every change).
  var workspaceBox = CopyOnWrite<WorkspaceState?>(nil)
  var audienceBox = CopyOnWrite<AudienceState?>(nil)

  public init(
    draft: Draft = Draft(message: [:]), filePath: String? = nil, saved: Bool = false,
    now: Date, size: Size = Size(width: 80, height: 24), themeName: String = "default"
  ) {
    self.draft = draft
    cold = CopyOnWrite(
      ColdMembers(
        filePath: filePath, savedDocument: saved ? draft.document : nil, themeName: themeName,
        baseThemeName: themeName))
    self.now = now
    self.size = size
    self.derived = Derived(draft: draft, now: now)
  }

  /// True when there are changes not written to disk.
  public var isDirty: Bool {
    guard let savedDocument = self.savedDocument else {
      return !draft.message.isEmpty || draft.document.count > 1
    }
    return savedDocument != draft.document
  }

  /// The display name: the draft's name, the file name, or "untitled".
  public var title: String {
    if let name = draft.name, !name.isEmpty { return name }
    if let filePath = self.filePath { return (filePath as NSString).lastPathComponent }
    return "untitled"
  }

  /// Recomputes render and validation results (after the clock changed).
  public mutating func refreshDerived() {
    derived = Derived(draft: draft, now: now, server: serverDiagnostics)
  }

  /// Renders and validates the changed draft once; FCM's verdict on a field holds until that
  /// field's rendered value changes.
  private mutating func draftChanged() {
    changeGeneration += 1
    let before = derived.request
    var next = Derived(draft: draft, now: now, taking: &derived)
    guard !serverDiagnostics.isEmpty else {
      derived = consume next  // moved, not copied field by field and then destroyed
      return
    }
    let kept = serverDiagnostics.filter { before[path: $0.path] == next.request[path: $0.path] }
    next.merge(server: kept)
    derived = consume next
    serverDiagnostics = kept  // its didSet merges again only if some were dropped
  }

  /// Lays out the form once after a change and keeps what it computed, so drawing the frame
  /// (and the next change) lays out again only what changed.
  public mutating func refreshLayoutMemo() {
    var memo = FormLayoutMemo()
    swap(&memo, &layoutMemo)  // the layout gets the only copy and changes it in place
    var inputs = LayoutInputs(self)
    let typed = memo.typingLayout(for: inputs)
    memo.last = nil
    let layout: ComposerLayout
    if let typed {
      layout = typed.layout
      memo.typedAlone = typed.alone
      memo.typedLayouts += 1
    } else {
      layout = ComposerLayout(inputs, memo: &memo, recording: true)
    }
    // The memo keeps the inputs with their derivation stripped, so the next change reuses the
    // views' storage in place.
    inputs.derived.strip()
    memo.lastEditing = inputs.editing.take()
    memo.last = FormLayoutMemo.Last(
      inputs: consume inputs, layout: layout, typedFocus: typed?.focus)
    swap(&layoutMemo, &memo)  // moved back: an assignment copied it
  }

  /// The active profile, if one is configured and selected.
  public var activeProfile: Profile? {
    self.profileName.flatMap { self.profiles.profile(named: $0) }
  }

  /// The rows of the selected tab.
  public var formItems: [FormItem] { FormModel.items(for: tab, variant: derived.formVariant) }

  /// The focused place on the selected tab (the first focusable if none was chosen).
  public var currentFocus: FocusID? {
    FormModel.currentFocus(focus[tab], in: formItems, draft: draft)
  }
}

/// One undo step: the draft and where the focus was.
public struct UndoEntry: Sendable, Equatable {
  public var draft: Draft
  public var tab: FormTab
  public var focus: FocusID?
  /// Typing into the same field coalesces into one step until a word boundary.
  public var coalescingKey: FocusID?

  public init(draft: Draft, tab: FormTab, focus: FocusID?, coalescingKey: FocusID?) {
    self.draft = draft
    self.tab = tab
    self.focus = focus
    self.coalescingKey = coalescingKey
  }
}
