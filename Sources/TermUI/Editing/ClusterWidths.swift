/// The display width of each of a text editor's clusters, kept beside them so that measuring a
/// run of text (the cursor's column, the scroll offset, the visible part of a long field) is a
/// sum of small numbers instead of a walk through `Character`s, which costs a hundred
/// instructions a cluster: a 200-character title was measured five times a keystroke.
///
/// Widths are taken as `TextWidth.of` takes them. The only clusters whose width depends on
/// where they are measured hold VS16 (U+FE0F): its width follows `EmojiWidth.current`, and one
/// that starts a cluster depends on the cluster before. Those are not stored: they are
/// measured when asked for, so the sums always equal measuring the text.
struct ClusterWidths: Sendable, Equatable {
  /// Width of each cluster, or one of the markers below.
  private var widths: [UInt8]

  /// A cluster holding VS16 after its first scalar: measured with `TextWidth.of` when asked.
  private static let measuredLive: UInt8 = 0xFE
  /// A cluster starting with VS16: a run holding one is measured as text.
  private static let measuredAsText: UInt8 = 0xFF

  /// How many clusters are measured.
  var count: Int { widths.count }

  init(_ clusters: [Character]) {
    widths = clusters.map(Self.width)
  }

  private static func width(_ cluster: Character) -> UInt8 {
    if let ascii = cluster.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    let scalars = cluster.unicodeScalars
    if scalars.first?.value == 0xFE0F { return measuredAsText }
    if scalars.contains("\u{FE0F}") { return measuredLive }
    return UInt8(min(TextWidth.of(cluster), Int(measuredLive) - 1))
  }

  /// Keeps the widths in step with `clusters.replaceSubrange(range, with: new)`.
  mutating func replaceSubrange(_ range: Range<Int>, with new: some Collection<Character>) {
    widths.replaceSubrange(range, with: new.map(Self.width))
  }

  /// `TextWidth.of(String(clusters[range]))`, where `clusters` are the clusters measured.
  func width(of range: Range<Int>, in clusters: [Character]) -> Int {
    var total = 0
    for index in range {
      switch widths[index] {
      case Self.measuredAsText: return TextWidth.of(String(clusters[range]))
      case Self.measuredLive: total += TextWidth.of(clusters[index])
      case let width: total += Int(width)
      }
    }
    return total
  }

  /// The width of the cluster at `index` on its own (as `TextWidth.of` measures it).
  func width(at index: Int, in clusters: [Character]) -> Int {
    switch widths[index] {
    case Self.measuredAsText, Self.measuredLive: return TextWidth.of(clusters[index])
    case let width: return Int(width)
    }
  }
}
