import TermUI

/// One row of the command palette.
public struct PaletteEntry: Sendable, Equatable {
  /// What Enter does.
  public enum Target: Sendable, Equatable {
    case command(String)
    case theme(String)
  }

  public var target: Target
  public var title: String
  public var detail: String
  /// The bound key's display name ("Ctrl-S"), if any.
  public var key: String
  /// Positions (in `title`) of the characters the query matched, for highlighting.
  public var matched: [Int]
}

/// The palette's contents: every command and theme, fuzzy-filtered and ranked.
public enum PaletteModel {
  /// Entries matching `query` (all of them, in catalogue order, for an empty query).
  public static func entries(query: String, keymap: Keymap, themeNames: [String]) -> [PaletteEntry]
  {
    var all = Command.all.filter { $0.id != "command_palette" && $0.id != "close_popup" }.map {
      PaletteEntry(
        target: .command($0.id), title: $0.title, detail: $0.help, key: keymap.keyName(for: $0.id),
        matched: [])
    }
    all += themeNames.map {
      PaletteEntry(
        target: .theme($0), title: "Theme: \($0)", detail: "Switch to the \($0) theme", key: "",
        matched: [])
    }
    guard !query.isEmpty else { return all }
    let scored = all.compactMap { entry -> (PaletteEntry, Int)? in
      guard let (score, positions) = FuzzyMatch.score(query, in: entry.title) else { return nil }
      var e = entry
      e.matched = positions
      return (e, score)
    }
    return scored.enumerated().sorted { a, b in
      a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
    }.map(\.element.0)
  }
}

/// A subsequence matcher with bonuses for word starts and consecutive characters
/// (fzf-like, simplified).
public enum FuzzyMatch {
  /// The score and matched positions of `query` in `text`, or nil when not a subsequence.
  public static func score(_ query: String, in text: String) -> (Int, [Int])? {
    let q = Array(query.lowercased())
    let t = Array(text.lowercased())
    var positions: [Int] = []
    var score = 0
    var qi = 0
    for (ti, c) in t.enumerated() where qi < q.count && c == q[qi] {
      let wordStart = ti == 0 || !t[ti - 1].isLetter
      score += 1 + (wordStart ? 8 : 0) + (positions.last == ti - 1 ? 5 : 0)
      positions.append(ti)
      qi += 1
    }
    guard qi == q.count else { return nil }
    return (score - t.count / 10, positions)
  }
}
