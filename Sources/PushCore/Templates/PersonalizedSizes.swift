import Foundation

/// Each platform's payload bytes and the console's character count for one recipient,
/// computed from the row's texts without rendering the message again.
///
/// The message is rendered once per platform with markers in place of the placeholder
/// strings; a platform's payload is then its marked size, less the markers, plus each text's
/// JSON-escaped length times the number of times that platform's payload carries it.
public struct PersonalizedSizes: Sendable {
  /// One platform's figures.
  struct PlatformModel: Sendable {
    var platform: Platform
    var base: Int
    var occurrences: [Int]
  }

  private let platforms: [PlatformModel]
  private let consoleBase: Int
  private let consoleSites: [Int]

  /// Measures `message` (the rendered object at `message`, placeholders intact).
  public init(message: JSONObject, personalization: MessagePersonalization) {
    let marked = PlaceholderMarkers.marking(message, personalization)
    let markers = personalization.sites.indices.map { PlaceholderMarkers.site($0) }
    platforms = PlatformRenderer.views(of: marked).map { view in
      let text = JSONWriter.string(view.payload, style: .compact)
      let counts = markers.map { Self.occurrences(of: $0, in: text) }
      var base = view.payloadBytes
      for (i, marker) in markers.enumerated() { base -= counts[i] * marker.utf8.count }
      return PlatformModel(platform: view.platform, base: base, occurrences: counts)
    }
    let counted = personalization.sites.indices.filter { i in
      let path = personalization.sites[i].path
      return path == "message.notification.title" || path == "message.notification.body"
        || (path.parent == "message.data")
    }
    consoleSites = counted
    consoleBase =
      ConsoleCounter.characters(in: marked) - counted.reduce(0) { $0 + markers[$1].count }
  }

  /// Payload bytes per platform for a row whose site texts are `texts`.
  public func payloadBytes(texts: [String]) -> [(Platform, Int)] {
    let lengths = texts.map { PayloadSize.quotedBytes($0) - 2 }
    return platforms.map { model in
      var total = model.base
      for (i, n) in model.occurrences.enumerated() where n > 0 && i < lengths.count {
        total += n * lengths[i]
      }
      return (model.platform, total)
    }
  }

  /// The largest platform payload for `texts`.
  public func largestPayload(texts: [String]) -> Int {
    payloadBytes(texts: texts).map(\.1).max() ?? 0
  }

  /// The console's character count for `texts`.
  public func consoleCharacters(texts: [String]) -> Int {
    consoleSites.reduce(consoleBase) { $0 + (($1 < texts.count) ? texts[$1].count : 0) }
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
