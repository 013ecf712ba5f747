/// `FocusInfo(state)` kept from frame to frame while the focus stays on one field (the render
/// cache's). A field's info depends only on the tab's items (the tab and the variant) and the
/// focus; a map row's path names the row's key, so a map row's is made every time.
final class FocusInfoMemo {
  private struct Key: Equatable {
    var tab: FormTab
    var variant: FormModel.Variant
    var focus: FocusID
  }

  private let memo = LastValueMemo<Key, FocusInfo?>()

  /// An empty memo.
  init() {}

  /// `FocusInfo(state)`, made again only when the focused field, tab or variant changed.
  func info(_ state: borrowing ComposerState) -> FocusInfo? {
    guard let focus = state.currentFocus, case .field = focus else { return FocusInfo(state) }
    let key = Key(tab: state.tab, variant: state.derived.formVariant, focus: focus)
    return memo.value(for: key) { FocusInfo(state) }
  }
}
