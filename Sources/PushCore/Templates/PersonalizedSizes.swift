import Foundation

/// Each platform's payload bytes and the console's character count for one recipient,
/// computed from the row's texts without rendering the message again.
///
/// The message is rendered once per platform with markers in place of the placeholder
/// strings; a platform's payload is then its marked size, less the markers, plus each text's
/// JSON-escaped length times the number of times that platform's payload carries it. (The
/// renderers copy string values as they are, so a text's bytes add up linearly.)
public struct PersonalizedSizes: Sendable {
  /// One platform's figures.
  struct PlatformModel: Sendable {
    var platform: Platform
    var base: Int
    var occurrences: [Int]
  }

  let platforms: [PlatformModel]
  /// The console's count without the counted sites' texts.
  let consoleBase: Int
  /// Per site: whether the console counts its text.
  let countsForConsole: [Bool]
  /// False when the message itself holds the private-use characters the markers are made of:
  /// the figures cannot be trusted then, and each row's message must be measured in full.
  let isExact: Bool

  /// Measures `message` (the rendered object at `message`, placeholders intact).
  public init(message: JSONObject, personalization: MessagePersonalization) {
    isExact = !JSONWriter.string(.object(message), style: .compact).unicodeScalars.contains {
      $0 == "\u{E000}" || $0 == "\u{E001}"
    }
    let marked = PlaceholderMarkers.marking(message, personalization)
    let markers = personalization.sites.indices.map { PlaceholderMarkers.site($0) }
    platforms = PlatformRenderer.views(of: marked).map { view in
      let text = JSONWriter.string(view.payload, style: .compact)
      let counts = markers.map { Self.occurrences(of: $0, in: text) }
      var base = view.payloadBytes
      for (i, marker) in markers.enumerated() { base -= counts[i] * marker.utf8.count }
      return PlatformModel(platform: view.platform, base: base, occurrences: counts)
    }
    let counted = personalization.sites.map { site in
      site.path == "message.notification.title" || site.path == "message.notification.body"
        || site.path.parent == "message.data"
    }
    countsForConsole = counted
    var base = ConsoleCounter.characters(in: marked)
    for (i, isCounted) in counted.enumerated() where isCounted {
      base -= markers[i].characterCount
    }
    consoleBase = base
  }

  /// Payload bytes per platform for a row whose sites' texts are `escaped` JSON-escaped bytes
  /// long (in `sites` order), written into `out` (reused, in `PlatformRenderer.views` order).
  func payloadBytes(escaped: [Int], into out: inout [(Platform, Int)]) {
    out.removeAll(keepingCapacity: true)
    for model in platforms {
      var total = model.base
      for (i, n) in model.occurrences.enumerated() where n > 0 && i < escaped.count {
        total += n * escaped[i]
      }
      out.append((model.platform, total))
    }
  }

  /// Payload bytes per platform for a row whose site texts are `texts`.
  public func payloadBytes(texts: [String]) -> [(Platform, Int)] {
    var out: [(Platform, Int)] = []
    payloadBytes(escaped: texts.map { PayloadSize.quotedBytes($0) - 2 }, into: &out)
    return out
  }

  /// The largest platform payload for `texts`.
  public func largestPayload(texts: [String]) -> Int {
    payloadBytes(texts: texts).map(\.1).max() ?? 0
  }

  /// The console's character count for `texts`.
  public func consoleCharacters(texts: [String]) -> Int {
    var total = consoleBase
    for (i, isCounted) in countsForConsole.enumerated() where isCounted && i < texts.count {
      total += texts[i].characterCount
    }
    return total
  }

  private static func occurrences(of marker: String, in text: String) -> Int {
    var count = 0
    var rest = text[...]
    while let range = rest.range(of: marker) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }
}
