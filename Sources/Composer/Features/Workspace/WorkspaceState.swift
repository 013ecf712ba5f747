import Foundation
import PushCore
import TermUI

/// The drafts workspace: every draft under a folder with its verdict, a filter, a sort, marks
/// for comparing, the selected draft's preview, and the dialog or compare page on top. Kept
/// while a draft is open in the composer, so returning finds the list as it was left.
public struct WorkspaceState: Sendable, Equatable {
  /// One listed file: what `stat` said, and its summary once read (nil while pending).
  public struct Entry: Sendable, Equatable {
    public var file: WorkspaceFile
    public var summary: DraftSummary?
    /// The newest send of this draft (from the history).
    public var lastSend: SendHistoryEntry?
    /// Path, name, title, body and topic, prepared for the filter.
    var haystack: FilterMatch.Text
    /// Lower-cased display name, for sorting by name.
    var sortName: String

    init(file: WorkspaceFile, summary: DraftSummary? = nil) {
      self.file = file
      self.summary = summary
      haystack = Self.haystack(file, summary)
      sortName = (summary?.displayName ?? file.fileName).lowercased()
    }

    static func haystack(_ file: WorkspaceFile, _ summary: DraftSummary?) -> FilterMatch.Text {
      var parts = [file.path]
      if let summary {
        parts += [summary.name, summary.title, summary.body].compactMap { $0 }
        if case .topic(let topic) = summary.target { parts.append(topic) }
      }
      return FilterMatch.Text(parts.joined(separator: " "))
    }
  }

  /// The folder (absolute); empty until the runtime resolves the current directory.
  public var root: String
  /// Whether the workspace covers the screen (false while a draft is open in the composer).
  public var isShown = true
  /// Whether a draft has been opened from here (Esc on the list returns to it).
  public var composerBehind = false
  /// Every file, in listing order; nil until the first listing arrives.
  public var entries: [Entry]?
  /// The newest send of each draft, from the send history.
  public var lastSends = LastSends()
  /// The filter, and whether keys go to it (after `/`).
  public var filter = TextEditorState()
  public var isFiltering = false
  public var sort = WorkspaceSort.name
  public var descending = false
  /// Indices into `entries` of the rows shown (filtered, sorted).
  public private(set) var visible: [Int] = []
  /// The row of each shown file's path (so finding the selection is a lookup, not a scan).
  private var rowOfPath: [String: Int] = [:]
  /// The selected file (by path, so a refresh keeps it) and the list's scroll.
  public var selectedPath: String?
  public var scroll = 0
  /// Files marked for comparing, in marking order.
  public var marked: [String] = []
  /// A dialog over the list.
  public var dialog: WorkspaceDialog?
  /// The side-by-side comparison, when showing.
  public var compare: WorkspaceCompare?
  /// The file to select once a listing shows it (after creating, renaming or restoring).
  public var pendingSelection: String?
  /// Files moved to the trash here, most recent last (`u` restores).
  public var trashed: [XDGTrash.Item] = []
  /// The templates for `n`.
  public var templates: [DraftTemplate] = BuiltinTemplates.all
  /// The selected draft as the composer would show it, for the preview pane.
  public var preview: WorkspacePreview?
  /// The preview tab shown.
  public var previewTab = PreviewTab.request

  public init(root: String) { self.root = root }

  /// The selected row's index in `visible`, if the selection is shown.
  public var selectedRow: Int? {
    guard let selectedPath, let row = rowOfPath[selectedPath], let entries,
      visible[row] < entries.count, entries[visible[row]].file.path == selectedPath
    else { return nil }  // (a new listing may be merged before `visible` is rebuilt)
    return row
  }

  /// The selected entry.
  public var selectedEntry: Entry? {
    guard let row = selectedRow, let entries else { return nil }
    return entries[visible[row]]
  }

  /// The entry for a path.
  public func entry(_ path: String) -> Entry? { entries?.first { $0.file.path == path } }

  /// Absolute path of a listed file.
  public func absolutePath(_ path: String) -> String {
    root.hasSuffix("/") ? root + path : root + "/" + path
  }

  /// The path relative to the folder of an absolute `path` inside it, else nil.
  public func relativePath(_ path: String) -> String? {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard !root.isEmpty, path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// How many files are still being read and validated.
  public var pendingCount: Int { entries?.filter { $0.summary == nil }.count ?? 0 }

  /// Recomputes `visible` after the entries, filter or sort changed; keeps the selection on
  /// its file when still shown, else the nearest row.
  public mutating func refreshVisible(now: Date) {
    let previousRow = selectedRow ?? 0
    guard let entries else {
      visible = []
      rowOfPath = [:]
      return
    }
    let words = filter.text.lowercased().split(separator: " ").map(Array.init)
    var scores: [Int: Int] = [:]
    var rows = Array(entries.indices)
    if !words.isEmpty {
      rows = rows.filter { index in
        var total = 0
        for word in words {
          guard let score = FilterMatch.score(word, in: entries[index].haystack) else {
            return false
          }
          total += score
        }
        scores[index] = total
        return true
      }
    }
    // With a filter the best matches come first (contiguous, at word starts), the sort
    // breaking ties; without one, the sort alone.
    rows.sort { a, b in
      let scoreA = scores[a] ?? 0
      let scoreB = scores[b] ?? 0
      if scoreA != scoreB { return scoreA > scoreB }
      return descending
        ? sort.ordered(entries[b], entries[a]) : sort.ordered(entries[a], entries[b])
    }
    visible = rows
    rowOfPath = Dictionary(
      rows.enumerated().map { (entries[$0.element].file.path, $0.offset) },
      uniquingKeysWith: { a, _ in a })
    if selectedRow == nil {
      selectedPath = rows.isEmpty ? nil : entries[rows[min(previousRow, rows.count - 1)]].file.path
    }
  }

  /// Looks up each entry's last send (after the history or the entries changed).
  public mutating func attachHistory() {
    guard var list = entries else { return }
    let rootURL = self.rootURL
    for index in list.indices {
      list[index].lastSend = lastSends.last(
        name: list[index].summary?.name, path: list[index].file.path, root: rootURL)
    }
    entries = list
  }

  var rootURL: URL { URL(fileURLWithPath: root) }
}
