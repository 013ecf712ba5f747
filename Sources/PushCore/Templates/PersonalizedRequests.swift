/// Request bodies for a personalized message, one per recipient, without re-rendering or
/// re-serialising the message per row.
///
/// The message is serialised once with a marker in place of every placeholder string and of
/// the token; a row's body is the pieces between markers with the row's texts spliced in
/// (JSON-escaped), so a million-row audience costs one copy per row, not one serialisation.
public struct PersonalizedRequests: Sendable {
  private enum Piece: Sendable {
    case bytes([UInt8])
    case site(Int)
    case token
  }

  /// One piece of a site's text, for bodies filled straight from a row's cells.
  private enum SitePiece: Sendable {
    /// Literal text, already JSON-escaped.
    case bytes([UInt8])
    /// A cell (nil: no such column) and the escaped fallback for an empty one.
    case cell(column: Int?, fallback: [UInt8]?)
  }

  private let pieces: [Piece]
  /// Per site, its pieces against `header` (empty without a header).
  private let sitePieces: [[SitePiece]]
  /// Set when the message itself holds the markers' private-use characters: bodies are then
  /// rendered in full for each row instead of spliced.
  private let unspliceable: Unspliceable?

  private struct Unspliceable: Sendable {
    var message: JSONObject
    var personalization: MessagePersonalization
    var header: AudienceHeader
    var recipientKey: String
    var dryRun: Bool

    func body(token: String, cells: [String]) -> [UInt8] {
      let filled = personalization.message(message) { name in
        header.column(name).map { $0 < cells.count ? cells[$0] : "" }
      }
      var request: JSONObject = [
        "message": .object(MessageTarget.placing(recipientKey, token, in: filled))
      ]
      if dryRun { request["validate_only"] = true }
      return Array(JSONWriter.string(.object(request), style: .compact).utf8)
    }
  }

  /// Prepares bodies for `message` (the rendered object at `message`, placeholders intact);
  /// each recipient goes in `recipientKey` (`token`, or `fid`). With the audience's `header`,
  /// bodies can also be filled from a row's cells (`body(token:cells:)`).
  public init(
    message: JSONObject, personalization: MessagePersonalization, dryRun: Bool,
    recipientKey: String = "token", header: AudienceHeader? = nil
  ) {
    let marked = PlaceholderMarkers.marking(message, personalization)
    let targeted = MessageTarget.placing(recipientKey, PlaceholderMarkers.token, in: marked)
    var request: JSONObject = ["message": .object(targeted)]
    if dryRun { request["validate_only"] = true }
    pieces = Self.split(Array(JSONWriter.string(.object(request), style: .compact).utf8))
    let holdsMarkers = JSONWriter.string(.object(message), style: .compact).unicodeScalars
      .contains { $0 == "\u{E000}" || $0 == "\u{E001}" }
    unspliceable = header.flatMap { header in
      holdsMarkers
        ? Unspliceable(
          message: message, personalization: personalization, header: header,
          recipientKey: recipientKey, dryRun: dryRun) : nil
    }
    func escaped(_ text: String) -> [UInt8] {
      var out: [UInt8] = []
      PlaceholderMarkers.appendEscaped(text, to: &out)
      return out
    }
    sitePieces = personalization.sites.map { site in
      guard let header else { return [] }
      return site.template.segments.map { segment in
        switch segment {
        case .literal(let text): .bytes(escaped(text))
        case .variable(let name, let fallback):
          .cell(column: header.column(name), fallback: fallback.map(escaped))
        }
      }
    }
  }

  /// The compact request body for the recipient `token` whose row has `cells` (the texts
  /// as `Template.render` fills them, escaped piece by piece: JSON escapes one scalar at a
  /// time, so the pieces' escapes are the whole text's). Needs the `header` given at `init`.
  func body(token: String, cells: [String]) -> [UInt8] {
    if let unspliceable { return unspliceable.body(token: token, cells: cells) }
    return assemble(token: token) { i, out in
      guard i < sitePieces.count else { return }
      for sitePiece in sitePieces[i] {
        switch sitePiece {
        case .bytes(let bytes): out.append(contentsOf: bytes)
        case .cell(let column, let fallback):
          let cell = column.map { $0 < cells.count ? cells[$0] : "" } ?? ""
          if !cell.isEmpty {
            PlaceholderMarkers.appendEscaped(cell, to: &out)
          } else if let fallback {
            out.append(contentsOf: fallback)
          }
        }
      }
    }
  }

  /// The compact request body for the recipient `token` whose site texts are `texts`.
  public func body(token: String, texts: [String]) -> [UInt8] {
    assemble(token: token) { i, out in
      if i < texts.count { PlaceholderMarkers.appendEscaped(texts[i], to: &out) }
    }
  }

  /// The body's pieces in order, with the token escaped in and `site` writing each site.
  private func assemble(token: String, site: (Int, inout [UInt8]) -> Void) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(512)
    for piece in pieces {
      switch piece {
      case .bytes(let bytes): out.append(contentsOf: bytes)
      case .token: PlaceholderMarkers.appendEscaped(token, to: &out)
      case .site(let i): site(i, &out)
      }
    }
    return out
  }

  private static func split(_ body: [UInt8]) -> [Piece] {
    var pieces: [Piece] = []
    var literal: [UInt8] = []
    var i = 0
    while i < body.count {
      if let (piece, end) = PlaceholderMarkers.marker(in: body, at: i) {
        if !literal.isEmpty { pieces.append(.bytes(literal)) }
        literal = []
        switch piece {
        case .token: pieces.append(.token)
        case .site(let n): pieces.append(.site(n))
        }
        i = end
      } else {
        literal.append(body[i])
        i += 1
      }
    }
    if !literal.isEmpty { pieces.append(.bytes(literal)) }
    return pieces
  }
}

/// The private-use markers that stand for placeholder strings and the token while a message
/// is serialised or measured once for every recipient.
enum PlaceholderMarkers {
  enum Found {
    case site(Int)
    case token
  }

  static let open = "\u{E000}"
  static let close = "\u{E001}"
  static let token = open + "t" + close

  static func site(_ i: Int) -> String { open + String(i) + close }

  /// `message` with every placeholder string replaced by its marker.
  static func marking(_ message: JSONObject, _ personalization: MessagePersonalization)
    -> JSONObject
  {
    var root = JSONValue.object(["message": .object(message)])
    for (i, site) in personalization.sites.enumerated() {
      root.setValue(.string(Self.site(i)), at: site.path)
    }
    return root.objectValue?["message"]?.objectValue ?? message
  }

  /// The marker starting at `i` in UTF-8 `bytes`, and the index after it.
  static func marker(in bytes: [UInt8], at i: Int) -> (Found, Int)? {
    guard i + 2 < bytes.count, bytes[i] == 0xEE, bytes[i + 1] == 0x80, bytes[i + 2] == 0x80
    else { return nil }
    var j = i + 3
    var number = 0
    var digits = 0
    var isToken = false
    if j < bytes.count, bytes[j] == UInt8(ascii: "t") {
      isToken = true
      j += 1
    } else {
      while j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) {
        number = number * 10 + Int(bytes[j] - UInt8(ascii: "0"))
        digits += 1
        j += 1
      }
      guard digits > 0 else { return nil }
    }
    guard j + 2 < bytes.count + 0, bytes[j] == 0xEE, bytes[j + 1] == 0x80, bytes[j + 2] == 0x81
    else { return nil }
    return (isToken ? .token : .site(number), j + 3)
  }

  /// Appends `text` as the inside of a JSON string literal (what `JSONWriter.quoted` writes,
  /// without the quotes).
  static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    var text = text
    let needsEscape = text.withUTF8 { bytes in
      bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }
    if !needsEscape {
      text.withUTF8 { out.append(contentsOf: $0) }
      return
    }
    let quoted = JSONWriter.quoted(text).utf8
    out.append(contentsOf: quoted.dropFirst().dropLast())
  }
}
