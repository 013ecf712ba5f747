import Config
import TermUI

/// The profile picker: each profile with its project; production-looking ones marked; the
/// active one noted.
enum ProfilePickerView {
  static func render(
    _ picker: ProfilePickerState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let profiles = state.profiles.profiles
    let rows = profiles.map { profile in
      var spans = [Span(profile.name), Span("  " + (profile.project ?? ""), role: "ui.text.muted")]
      var flags: [String] = []
      if profile.readOnly { flags.append("read-only") }
      if profile.confirm != nil { flags.append("confirm") }
      if profile.isProduction { flags.insert("production", at: 0) }
      if !flags.isEmpty {
        spans.append(Span("  " + flags.joined(separator: ", "), role: "diagnostic.warning"))
      }
      return MenuRows.Row(
        spans: spans, note: profile.name == state.profileName ? "active" : nil,
        noteRole: "ui.text.muted")
    }
    let widest = rows.map { $0.spans.reduce(0) { $0 + TextWidth.of($1.text) } }.max() ?? 0
    let popup = Popup(
      title: "Profile",
      size: Size(
        width: min(max(widest + 12, 34), area.width - 2),
        height: min(profiles.count + 2, area.height - 2)))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
    MenuRows.render(rows, selected: picker.selected, in: inner, buffer: &buffer, styles: styles)
  }
}
