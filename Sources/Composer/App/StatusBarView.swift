import PushCore
import TermUI

/// The status bar: draft title and unsaved marker, file path (home shortened to `~`), the
/// status message, problem counts and the profile/project (production profiles stand out).
enum StatusBarView {
  struct Piece: Equatable {
    var text: String
    var role: String
  }

  /// What the bar shows: the pieces at its left and at its right (the key of its cached row:
  /// typing into a field changes neither).
  struct Line: Equatable {
    var left: [Piece]
    var right: [Piece]
  }

  /// What the bar is made from: its line is a function of these alone (`line(_:)`), so the
  /// line is kept while they stay the same (typing changes none of them).
  struct Inputs: Equatable {
    var title: String
    var filePath: String?
    var isDirty: Bool
    var status: StatusMessage?
    /// The problems list's (F2) errors and warnings: the draft's and the audience's rules.
    var errors: Int
    var warnings: Int
    var audienceNote: String?
    var audienceNoteIsError: Bool
    /// The workspace with no draft selected (an empty folder, a broken file): no verdict.
    var noDraft: Bool
    var profile: [String]
    var isProduction: Bool
    var width: Int
    var home: String?

    init(_ state: borrowing ComposerState, width: Int, home: String?) {
      title = state.title
      filePath = state.filePath
      isDirty = state.isDirty
      status = state.status
      (errors, warnings) = (0, 0)
      for problem in AudienceViews.problems(state) {
        switch problem.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: break
        }
      }
      let note = AudienceViews.statusNote(state)
      audienceNote = note?.text
      audienceNoteIsError = note?.severity == .error
      noDraft = state.workspace.map { $0.isShown && $0.preview == nil } ?? false
      profile = [state.profileName, state.projectID].compactMap { $0 }.filter { !$0.isEmpty }
      isProduction =
        !profile.isEmpty
        && (state.activeProfile?.isProduction
          ?? state.profileName?.lowercased().contains("prod") ?? false)
      self.width = width
      self.home = home
    }
  }

  /// The line last made and what it was made from (the render cache's).
  typealias Memo = LastValueMemo<Inputs, Line>

  /// Draws the bar for `state` into the one-row `area`, copying the row `cache` kept when
  /// it shows the same pieces; `memo` keeps the pieces while their inputs stay the same.
  static func render(
    _ state: ComposerState, in area: Rect, home: String?, buffer: inout Buffer,
    styles: any StyleResolver, cache: RowCache<Line>? = nil, memo: Memo? = nil
  ) {
    guard !area.isEmpty else { return }
    let inputs = Inputs(state, width: area.width, home: home)
    let line = memo?.value(for: inputs) { Self.line(inputs) } ?? Self.line(inputs)
    guard let cache else { return draw(line, in: area, buffer: &buffer, styles: styles) }
    cache.draw(line, in: area, buffer: &buffer) {
      draw(line, in: area, buffer: &$0, styles: styles)
    }
  }

  private static func draw(
    _ line: Line, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    buffer.clear(area, style: styles.style(for: "ui.statusline"), role: "ui.statusline")
    var x = area.x
    for piece in line.left {
      x = buffer.setString(
        x: x, y: area.y, piece.text, role: piece.role, styles: styles, clip: area)
    }
    x = area.right - width(line.right)
    for piece in line.right {
      x = buffer.setString(
        x: x, y: area.y, piece.text, role: piece.role, styles: styles, clip: area)
    }
  }

  private static func width(_ pieces: [Piece]) -> Int {
    pieces.reduce(0) { $0 + TextWidth.of($1.text) }
  }

  /// The pieces for a bar of `inputs.width` columns.
  private static func line(_ inputs: Inputs) -> Line {
    let barWidth = inputs.width
    var right = rightPieces(inputs)
    let dirty = inputs.isDirty ? [Piece(text: " [+]", role: "ui.statusline")] : []
    let path = inputs.filePath.map { "  " + shortened($0, home: inputs.home) }
    while width(right) + TextWidth.of(inputs.title) + 2 + width(dirty) > barWidth,
      right.count > 1
    {
      right.removeLast()
    }
    while right.last?.text == " " { right.removeLast() }
    // A message still too wide for what the title leaves is cut at its end ("…"); F1 shows it
    // whole.
    let titleRoom = min(TextWidth.of(inputs.title) + 2 + width(dirty), 12)
    let overflow = width(right) - max(0, barWidth - titleRoom - 1)
    if overflow > 0, inputs.status != nil, let message = right.first {
      let room = max(3, TextWidth.of(message.text) - overflow - 1)
      right[0].text = TextWidth.truncate(message.text.dropLastSpace, to: room) + " "
    }
    // The title keeps room for the unsaved marker; the path takes what is left.
    let leftRoom = max(0, barWidth - width(right) - 1)
    // The draft's name and path are shown with controls and bidi characters escaped.
    let title = TextWidth.truncate(
      TerminalSafe.escaped(inputs.title), to: max(1, leftRoom - 2 - width(dirty)))
    var left = [Piece(text: " \(title) ", role: "ui.statusline.mode")] + dirty
    if let path, leftRoom - width(left) >= 6 {
      left.append(
        Piece(
          text: TextWidth.truncate(TerminalSafe.escaped(path), to: leftRoom - width(left)),
          role: "ui.statusline"))
    }
    return Line(left: left, right: right)
  }

  /// Status message, problem counts, then profile and project (dropped from the end when
  /// the bar is too narrow).
  private static func rightPieces(_ inputs: Inputs) -> [Piece] {
    var pieces: [Piece] = []
    if let status = inputs.status {
      let role =
        switch status.kind {
        case .info: "ui.statusline"
        case .success: "ui.statusline.success"
        case .warning: "ui.statusline.warning"
        case .error: "ui.statusline.error"
        }
      pieces.append(Piece(text: " \(status.text) ", role: role))
      pieces.append(Piece(text: " ", role: "ui.statusline"))
    }
    let (errors, warnings, noDraft) = (inputs.errors, inputs.warnings, inputs.noDraft)
    if errors > 0, !noDraft {
      pieces.append(Piece(text: " ✗ \(errors) ", role: "ui.statusline.error"))
    }
    if warnings > 0, !noDraft {
      pieces.append(Piece(text: " ! \(warnings) ", role: "ui.statusline.warning"))
    }
    if let note = inputs.audienceNote, !noDraft {
      let role = inputs.audienceNoteIsError ? "ui.statusline.error" : "ui.statusline"
      pieces.append(Piece(text: " \(note) ", role: role))
    }
    if errors == 0 && warnings == 0 && inputs.audienceNote == nil, !noDraft {
      pieces.append(Piece(text: " ✓ valid ", role: "ui.statusline.success"))
    }
    if !inputs.profile.isEmpty {
      pieces.append(Piece(text: " ", role: "ui.statusline"))
      pieces.append(
        Piece(
          text: " " + inputs.profile.joined(separator: " · ") + " ",
          role: inputs.isProduction ? "ui.statusline.profile.production" : "ui.statusline.mode"))
    }
    return pieces
  }

  /// `path` with the home directory written `~`.
  static func shortened(_ path: String, home: String?) -> String {
    guard let home, !home.isEmpty, home != "/" else { return path }
    let base = home.hasSuffix("/") ? String(home.dropLast()) : home
    if path == base { return "~" }
    if path.hasPrefix(base + "/") { return "~" + path.dropFirst(base.count) }
    return path
  }
}

extension String {
  /// The string without one trailing space.
  fileprivate var dropLastSpace: String { hasSuffix(" ") ? String(dropLast()) : self }
}
