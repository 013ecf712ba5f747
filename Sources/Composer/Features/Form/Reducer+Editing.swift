import Foundation
import PushCore

extension Reducer {
  /// Writes the focused editor's text into the draft (with an undo step).
  static func commitText(_ state: inout ComposerState, _ text: String, coalesce: Bool) {
    guard let focus = state.editing?.focus, let field = field(for: focus, in: state) else { return }
    var draft = state.draft
    var error: String?
    var nextFocus: FocusID?
    switch focus {
    case .field:
      error = FormBinding.apply(text, to: field, in: &draft)
    case .mapKey(_, let row):
      error = MapEditing.renameKey(row: row, to: text, field: field, in: &draft)
    case .mapValue(_, let row):
      MapEditing.setValue(row: row, to: text, field: field, in: &draft)
    case .mapNewRow:
      let rows = MapRows.rows(of: field, in: draft).count
      error = MapEditing.addRow(key: text, field: field, in: &draft)
      if error == nil { nextFocus = .mapKey(field.id, row: rows) }
    }
    state.editing?.error = error
    if draft != state.draft {
      recordUndo(&state, coalescingKey: coalesce ? focus : nil)
      state.draft = draft
    }
    if let nextFocus {
      state.focus[state.tab] = nextFocus
      state.editing?.focus = nextFocus
    }
  }

  /// Changes the draft for a non-text edit (toggle, choice, row operation) with its own undo step.
  static func change(_ state: inout ComposerState, _ body: (inout Draft) -> Void) {
    var draft = state.draft
    body(&draft)
    guard draft != state.draft else { return }
    recordUndo(&state, coalescingKey: nil)
    state.draft = draft
    resetEditor(&state)
  }

  /// Space/Enter on the focused field: flip a switch or open a choice list.
  static func toggleFocused(_ state: inout ComposerState) {
    guard let focus = state.currentFocus, let field = field(for: focus, in: state) else { return }
    switch field.editor {
    case .toggle:
      if case .consoleSound = field.binding {
        change(&state) { FormBinding.toggleSound(field, in: &$0) }
      } else if let schema = field.schemaField {
        let next: JSONValue? =
          switch state.draft.value(at: PathCache.path(of: schema, in: state.draft))?.boolValue {
          case nil: true
          case true?: false
          case false?: nil
          }
        change(&state) { FormBinding.set(next, for: schema, in: &$0) }
      }
    case .flag:
      guard let schema = field.schemaField else { return }
      let on = state.draft.value(at: PathCache.path(of: schema, in: state.draft)) != nil
      change(&state) { FormBinding.set(on ? nil : 1, for: schema, in: &$0) }
    case .choice(let options):
      let current = FormBinding.text(of: field, in: state.draft)
      let index =
        options.firstIndex(of: current)
        ?? options.firstIndex { $0.lowercased() == current.lowercased() }
      state.popups.append(
        .choice(
          ChoiceState(
            fieldID: field.id, title: field.label, options: options, selected: index ?? 0)))
    default:
      moveFocus(&state, by: 1)
    }
  }

  /// Sets a choice field to `options[index]` (or clears it for -1).
  static func choose(_ value: String?, for field: FormField, in state: inout ComposerState) {
    switch field.binding {
    case .targetKind:
      guard let kind = TargetKind.allCases.first(where: { $0.label == value }) else { return }
      change(&state) { FormBinding.setTargetKind(kind, in: &$0) }
    case .schema(let schema):
      change(&state) { FormBinding.set(value.map { .string($0) }, for: schema, in: &$0) }
    case .schedule(.mode):
      // The machine's zone is the default, as in the console (read once per process).
      let now = state.now
      change(&state) {
        ScheduleMember.choose(
          value ?? "Now", now: now, localZone: TimeZone.current.identifier, in: &$0)
      }
    default:
      break
    }
  }

  /// Left/Right on a choice: the previous/next value without opening the list.
  static func cycleChoice(_ field: FormField, by delta: Int, in state: inout ComposerState) {
    guard case .choice(let options) = field.editor, !options.isEmpty else { return }
    let current = FormBinding.text(of: field, in: state.draft)
    let index = options.firstIndex(of: current).map { ($0 + delta + options.count) % options.count }
    choose(options[index ?? (delta > 0 ? 0 : options.count - 1)], for: field, in: &state)
  }

  /// Delete/Backspace outside text: removes the focused field's value.
  static func clearFocused(_ state: inout ComposerState) {
    guard let focus = state.currentFocus, let field = field(for: focus, in: state) else { return }
    switch (focus, field.binding) {
    case (.mapKey(_, let row), _), (.mapValue(_, let row), _):
      change(&state) { MapEditing.deleteRow(row, field: field, in: &$0) }
    case (_, .schema(let schema)):
      change(&state) { FormBinding.set(nil, for: schema, in: &$0) }
    case (_, .consoleSound):
      if FormBinding.isSoundOn(field, in: state.draft) {
        change(&state) { FormBinding.toggleSound(field, in: &$0) }
      }
    default:
      change(&state) { _ = FormBinding.apply("", to: field, in: &$0) }
    }
  }
}
