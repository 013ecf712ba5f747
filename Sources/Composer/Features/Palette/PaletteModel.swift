import Foundation
import TermUI

/// The palette's search: every command (and theme), filtered and ranked by a fuzzy
/// subsequence match. The view shows these entries and the reducer runs the selected one, so
/// both use this one function.
public enum PaletteModel {
  /// The entries matching `query`, best first (catalogue order, then themes, when empty).
  public static func entries(query: String, keymap: Keymap, themeNames: [String])
    -> [PaletteEntry]
  {
    var candidates: [PaletteEntry] = Command.all.filter { $0.id != .commandPalette }.map {
      PaletteEntry(
        target: .command($0.id), title: $0.title, help: $0.help,
        key: keymap.keys(for: $0.id).map(\.displayName).joined(separator: " / "), matches: [],
        score: 0)
    }
    candidates += themeNames.map {
      PaletteEntry(
        target: .theme($0), title: "Theme: \($0)", help: "Use the \($0) colour theme.", key: "",
        matches: [], score: 0)
    }
    let needle = query.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty else { return candidates }
    var ranked: [(entry: PaletteEntry, order: Int)] = []
    for (order, candidate) in candidates.enumerated() {
      guard let match = FuzzyMatch.match(needle, in: candidate.title) else { continue }
      var entry = candidate
      entry.matches = match.positions
      entry.score = match.score
      ranked.append((entry, order))
    }
    ranked.sort {
      if $0.entry.score != $1.entry.score { return $0.entry.score > $1.entry.score }
      return $0.order < $1.order
    }
    return ranked.map(\.entry)
  }
}
