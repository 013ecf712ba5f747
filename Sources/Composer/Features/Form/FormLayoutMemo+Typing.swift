import Foundation
import PushCore
import TermUI

/// Typing into the open editor, laid out without laying out again: the form's rows show an
/// edited text field as blank rows its editor draws over, so a keystroke that changes only
/// that field's value (and the sizes in message-wide problems, which no field shows) leaves
/// the last layout as it was, bar a multi-line editor's wrapped text.
extension FormLayoutMemo {
  /// The layout of `inputs` and its diagnostics' placement, when they differ from the inputs
  /// last laid out only by what typing into the open text editor changes: that field's
  /// value, its editor's text and cursor, the derivation, and problems no field shows. Nil
  /// when anything the layout reads changed otherwise (`ComposerLayout.init` then lays out).
  ///
  /// What the layout reads of the inputs: the size, the tab, the focus, the editor, the draft's
  /// values of the tab's items, the compose tab's variant, the diagnostics placed at the tab's
  /// fields (and each tab's problem counts), the audience notes and the preview tab bar's
  /// marks. Each is compared here.
  mutating func typingLayout(for inputs: LayoutInputs) -> Typed? {
    // Read in place: a copy of the editor costs more than these comparisons.
    guard let last, placement != nil, let previewTabs,
      case .field(let id)? = inputs.editing?.focus, let focus = inputs.editing?.focus,
      let isMultiline = inputs.editing?.editor.isMultiline,
      lastEditing?.focus == focus, lastEditing?.error == inputs.editing?.error,
      lastEditing?.editor.isMultiline == isMultiline,
      inputs.size == last.inputs.size, inputs.tab == last.inputs.tab,
      inputs.focus == last.inputs.focus,
      inputs.previewTab == last.inputs.previewTab, inputs.audience == last.inputs.audience,
      inputs.derived.formVariant == last.inputs.derived.formVariant
    else { return nil }
    let items = inputs.formItems
    guard let field = FormModel.field(id, in: items), field.editor.isText,
      case .schema(let schemaField) = field.binding,
      inputs.currentFocus == focus, last.typedFocus == focus || last.inputs.currentFocus == focus,
      Self.draft(inputs.draft, differsFrom: last.inputs.draft, onlyAt: schemaField),
      ComposerTabs.previewMarks(inputs.derived, selected: inputs.previewTab) == previewTabs.marks
    else { return nil }
    let alone = Alone(tab: inputs.tab, variant: inputs.derived.formVariant, id: id)
    guard typedAlone == alone || !Self.anotherItem(in: items, than: id, reads: schemaField.jsonPath)
    else { return nil }
    // Taken out of the memo (and put back), the placement is updated in place. It is the
    // placement of the state's diagnostics even when the layout is not typing's.
    guard var placement = self.placement.take() else { return nil }
    defer { self.placement = placement }
    if let changed = placement.retext(inputs.derived.diagnostics) {
      guard !changed.contains(where: { FormModel.field($0, in: items) != nil }) else {
        return nil
      }
    } else {
      self.placement = placement
      let next = self.placement(of: inputs.derived.diagnostics, notes: placement.notes)
      guard next.placed.elementsEqual(placement.placed, by: { $0 == $1 }),
        !Self.changedDiagnostics(from: placement, to: next, showAtAnItemIn: items)
      else { return nil }
      placement = next
    }
    if isMultiline {
      guard let shown = last.layout.editorLayout,
        let wrapped = inputs.editing?.editor.layout(width: last.layout.editorWidth)
      else { return nil }
      let viewport = max(1, last.layout.form.height)
      guard
        FormRowBuilder.editorHeight(wrapped, kind: field.editor, viewport: viewport)
          == FormRowBuilder.editorHeight(shown, kind: field.editor, viewport: viewport)
      else { return nil }
      var layout = last.layout
      layout.editorLayout = wrapped
      return Typed(layout: layout, alone: alone, focus: focus)
    }
    guard last.layout.editorLayout == nil else { return nil }
    return Typed(layout: last.layout, alone: alone, focus: focus)
  }

  /// A layout `typingLayout(for:)` made, with what the memo keeps of it (it keeps the
  /// placement itself).
  struct Typed {
    var layout: ComposerLayout
    var alone: Alone
    /// The state's focused place: the open editor's.
    var focus: FocusID
  }

  /// A field no other item of its tab (for the tab's items, from the variant) reads a value
  /// of, checked once while typing into it.
  struct Alone: Sendable, Equatable {
    var tab: FormTab
    var variant: FormModel.Variant
    var id: String
  }

  /// Whether a field among `items` shows other diagnostics in `next` than in `placement` (a
  /// diagnostic's text changes as typing changes a size it names).
  private static func changedDiagnostics(
    from placement: Placement, to next: Placement, showAtAnItemIn items: [FormItem]
  ) -> Bool {
    var changed: [String] = []
    for (id, diagnostics) in next.byField where placement.byField[id] != diagnostics {
      changed.append(id)
    }
    for id in placement.byField.keys where next.byField[id] == nil { changed.append(id) }
    return !changed.isEmpty && changed.contains { FormModel.field($0, in: items) != nil }
  }

  /// Whether `draft` is `previous` with only `field`'s value changed.
  private static func draft(_ draft: Draft, differsFrom previous: Draft, onlyAt field: Field)
    -> Bool
  {
    let path = PathCache.path(of: field, in: draft)
    if object(draft.document, differsFrom: previous.document, onlyAt: path.components[...]) {
      return true
    }
    var probe = previous
    probe.setValue(draft.value(at: path), at: path)
    return probe == draft
  }

  /// Whether `object` is `previous` with only the value at `path` changed, read along the
  /// path without copying either. False when they differ otherwise, but also when a key was
  /// added or removed on the way (a value set or cleared, which `Draft.setValue(_:at:)`
  /// decides), a member was made again from equal parts, or the path goes through an array:
  /// then only a comparison can tell.
  static func object(
    _ object: JSONObject, differsFrom previous: JSONObject,
    onlyAt path: ArraySlice<JSONPath.Component>
  ) -> Bool {
    guard case .key(let key)? = path.first, object.count == previous.count else { return false }
    guard let changed = onlyChangedMember(object.members, previous.members) else { return false }
    guard let index = changed else { return true }
    let (member, old) = (object[index], previous[index])
    guard JSONObject.sameKey(member.key, key), JSONObject.sameKey(old.key, key) else {
      return false
    }
    guard path.count > 1 else { return true }
    guard case .object(let inner) = member.value, case .object(let oldInner) = old.value else {
      return false
    }
    return Self.object(inner, differsFrom: oldInner, onlyAt: path.dropFirst())
  }

  /// The position of the one member whose bits differ between `members` and `old` (as many):
  /// `.some(nil)` when none does, nil when more than one does. A member kept from one draft to
  /// the next keeps its bits (its key's and value's storage are shared), and the same bits are
  /// the same member, so unchanged members are found without copying them out to compare
  /// their values. A member made again from equal parts counts as changed.
  private static func onlyChangedMember(
    _ members: [JSONObject.Member], _ old: [JSONObject.Member]
  ) -> Int?? {
    let (stride, size) = (
      MemoryLayout<JSONObject.Member>.stride, MemoryLayout<JSONObject.Member>.size
    )
    return members.withUnsafeBytes { new in
      old.withUnsafeBytes { old -> Int?? in
        guard let a = new.baseAddress, let b = old.baseAddress else { return .some(nil) }
        var changed: Int?
        for index in members.indices where memcmp(a + index * stride, b + index * stride, size) != 0
        {
          guard changed == nil else { return nil }
          changed = index
        }
        return .some(changed)
      }
    }
  }

  /// Whether an item other than the field `id` shows a value read at `path`, above or below it.
  private static func anotherItem(in items: [FormItem], than id: String, reads path: JSONPath)
    -> Bool
  {
    items.contains { item in
      guard case .field(let other) = item, other.id != id else { return false }
      return FormBinding.readPaths(of: other).contains { Self.overlaps($0, path) }
    }
  }

  /// Whether one path is the other or inside it (`message.apns` and `message.apns.headers`;
  /// the root, which a path that does not parse becomes, overlaps every path).
  static func overlaps(_ a: JSONPath, _ b: JSONPath) -> Bool {
    let (short, long) = a.components.count <= b.components.count ? (a, b) : (b, a)
    return long.components.starts(with: short.components)
  }
}
