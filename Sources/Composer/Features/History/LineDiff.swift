/// A line-based diff (longest common subsequence), for comparing two pretty-printed JSON
/// request bodies: every line of both sides, in order, marked kept, removed or added.
public enum LineDiff {
  /// One line of the diff.
  public struct Line: Sendable, Equatable {
    /// How the line differs.
    public enum Kind: Sendable, Equatable {
      /// In both.
      case same
      /// Only in the old side (`−`).
      case removed
      /// Only in the new side (`+`).
      case added
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// Above this many cells in the LCS table the middle is compared as a block (removed, then
  /// added) instead; requests that large are not worth a quadratic diff.
  static let maximumTable = 4_000_000

  /// The diff from `old` to `new`: common prefix and suffix kept, the middle by LCS.
  public static func diff(_ old: [String], _ new: [String]) -> [Line] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var out = old[..<prefix].map { Line(.same, $0) }
    out += middle(a, b)
    out += old[(old.count - suffix)...].map { Line(.same, $0) }
    return out
  }

  /// Counts of added and removed lines.
  public static func changes(_ lines: [Line]) -> (added: Int, removed: Int) {
    (lines.filter { $0.kind == .added }.count, lines.filter { $0.kind == .removed }.count)
  }

  private static func middle(_ a: [String], _ b: [String]) -> [Line] {
    guard !a.isEmpty, !b.isEmpty, (a.count + 1) * (b.count + 1) <= maximumTable else {
      return a.map { Line(.removed, $0) } + b.map { Line(.added, $0) }
    }
    let width = b.count + 1
    // lengths[i * width + j]: LCS length of a[i...] and b[j...].
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var out: [Line] = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        out.append(Line(.same, a[i]))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        out.append(Line(.removed, a[i]))
        i += 1
      } else {
        out.append(Line(.added, b[j]))
        j += 1
      }
    }
    out += a[i...].map { Line(.removed, $0) }
    out += b[j...].map { Line(.added, $0) }
    return out
  }
}
