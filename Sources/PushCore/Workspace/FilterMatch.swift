/// How well a workspace filter word matches a draft (its path, name, title, body, topic), fzf-style: the word's characters in order,
/// scored so that contiguous runs and matches at word starts (after a space, `-`, `_`, `/`,
/// `.`, a digit–letter change or a lower–upper case change) rank first, and a scattering of
/// single letters in the middle of words does not count as a match at all.
///
/// `sale` puts `spring-sale` (contiguous, at a word start) above `wholesale` (contiguous inside
/// a word) and drops `Flash deal · Hurry, ends tonight` (s, a, le and e found apart).
public enum FilterMatch {
  /// A text prepared for matching: its lower-cased characters and which start a word (from
  /// the original case, so `springSale` has a word start at `S`).
  public struct Text: Sendable, Equatable {
    public let characters: [Character]
    public let starts: [Bool]

    public init(_ text: String) {
      let original = Array(text)
      starts = FilterMatch.wordStarts(original)
      characters = original.map { $0.lowercased().first ?? $0 }
    }
  }

  /// A point per matched character.
  static let matchScore = 1
  /// Extra points for a character matched right after the previous one.
  static let contiguousBonus = 6
  /// Extra points for a character matched at a word start.
  static let wordStartBonus = 8

  /// The best score of `word` (lower-cased) in `text` (lower-cased), or nil when it does not
  /// match well enough: every character must be found in order, and the score must reach
  /// `threshold(length:)`.
  public static func score(_ word: [Character], in searched: Text) -> Int? {
    let text = searched.characters
    let starts = searched.starts
    let m = word.count
    let n = text.count
    guard m > 0 else { return 0 }
    guard m <= n else { return nil }
    // best[j]: the best score of the word's first i characters with the i-th at text[j].
    let none = Int.min / 2
    var previous = [Int](repeating: none, count: n)
    for j in 0..<n where text[j] == word[0] {
      previous[j] = matchScore + (starts[j] ? wordStartBonus : 0)
    }
    for i in 1..<m {
      var current = [Int](repeating: none, count: n)
      var bestBefore = none  // the best of previous[0..<j-1]
      for j in i..<n {
        if j >= 2 { bestBefore = max(bestBefore, previous[j - 2]) }
        guard text[j] == word[i] else { continue }
        let gain = matchScore + (starts[j] ? wordStartBonus : 0)
        let afterGap = bestBefore == none ? none : bestBefore + gain
        let adjacent = previous[j - 1] == none ? none : previous[j - 1] + gain + contiguousBonus
        current[j] = max(afterGap, adjacent)
      }
      previous = current
    }
    let best = previous.max() ?? none
    return best >= threshold(length: m) ? best : nil
  }

  /// The lowest score that counts as a match for a word of `length` characters: what the
  /// word scores written out whole inside another word. Letters found apart must make up for
  /// each gap with word starts.
  public static func threshold(length: Int) -> Int {
    length * matchScore + max(0, length - 1) * contiguousBonus
  }

  /// The score of a whole filter (space-separated words, each must match) in `text`, or nil.
  public static func score(filter: String, in text: Text) -> Int? {
    var total = 0
    for word in filter.lowercased().split(separator: " ") {
      guard let score = score(Array(word), in: text) else { return nil }
      total += score
    }
    return total
  }

  /// Whether each character starts a word.
  static func wordStarts(_ text: [Character]) -> [Bool] {
    var starts = [Bool](repeating: false, count: text.count)
    for j in text.indices {
      guard j > 0 else {
        starts[j] = true
        continue
      }
      let before = text[j - 1]
      let here = text[j]
      if !(before.isLetter || before.isNumber) {
        starts[j] = here.isLetter || here.isNumber
      } else if before.isLetter != here.isLetter, here.isLetter || here.isNumber {
        starts[j] = true
      } else if before.isLowercase && here.isUppercase {
        starts[j] = true
      }
    }
    return starts
  }
}
