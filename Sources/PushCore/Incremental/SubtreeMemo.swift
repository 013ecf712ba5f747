/// The result of a pure function of a JSON subtree, kept for the few most recent subtrees.
///
/// A keystroke changes one field; the other subtrees of the next draft share their storage with
/// the previous one (copy on write), so comparing a subtree with the remembered one is one
/// pointer comparison when it did not change, and stops at the first difference when it did.
/// Only large subtrees are remembered: for small ones computing again costs less than a lookup.
struct SubtreeMemo<Result: Sendable>: Sendable {
  /// Subtrees with fewer members or items than this are computed every time.
  static var threshold: Int { 16 }
  /// How many subtrees are remembered (the common data map, the platforms' replacements, …).
  static var capacity: Int { 4 }

  private var entries: [(subtree: JSONValue, result: Result)] = []

  /// Whether `value` is large enough to be worth remembering.
  static func isLarge(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object): object.count >= threshold
    case .array(let items): items.count >= threshold
    default: false
    }
  }

  /// `compute(subtree)`, remembered when the subtree is large.
  mutating func value(for subtree: JSONValue, compute: (JSONValue) -> Result) -> Result {
    guard Self.isLarge(subtree) else { return compute(subtree) }
    if let i = entries.firstIndex(where: { $0.subtree == subtree }) {
      let hit = entries.remove(at: i)
      entries.insert(hit, at: 0)
      return hit.result
    }
    let result = compute(subtree)
    entries.insert((subtree, result), at: 0)
    if entries.count > Self.capacity { entries.removeLast() }
    return result
  }
}
