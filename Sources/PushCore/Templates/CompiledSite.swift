/// A placeholder site compiled against an audience's columns: literal pieces measured once,
/// variables as column indices, and what the validator can observe of the site's text.
struct CompiledSite: Sendable {
  /// One piece of the text.
  enum Piece: Sendable {
    case literal(TextMeasure)
    /// A cell (nil: no such column); an empty cell takes the fallback.
    case cell(column: Int?, fallback: TextMeasure?)
  }

  /// What the rules other than the size rules can tell apart in the site's text: rows whose
  /// sites agree on it get the same diagnostics from them.
  enum Observed: Sendable, Equatable {
    /// Nothing: a custom-data value (only its key and the sizes are checked).
    case nothing
    /// A one-line or multi-line text without format rules: whether it is empty, plus its UTF-8
    /// bytes (`maxBytes`), its character count (`maxLength`) and whether it has white space
    /// at either end (`nonEmpty` on one-line text) where the field has those rules.
    case plain(bytes: Bool, length: Bool, trim: Bool)
    /// The whole text (URLs, enumerations, numbers, colours, patterns, anything not above).
    case exactText
  }

  var site: PlaceholderSite
  var pieces: [Piece]
  var observed: Observed

  init(_ site: PlaceholderSite, header: AudienceHeader, schema: FieldSchema) {
    self.site = site
    observed = Self.observed(at: site.path, schema: schema)
    pieces = site.template.segments.map { segment in
      switch segment {
      case .literal(let text): .literal(TextMeasure(text))
      case .variable(let name, let fallback):
        .cell(column: header.column(name), fallback: fallback.map(TextMeasure.init))
      }
    }
  }

  /// The figures of the site's text for a row whose cells measure `cell(i)`: the sum of its
  /// pieces, as `Template.render` assembles them.
  @inline(__always)
  func measure(_ cell: (Int) -> TextMeasure) -> TextMeasure {
    var total = TextMeasure()
    for piece in pieces {
      switch piece {
      case .literal(let m): total.append(m)
      case .cell(let column, let fallback):
        let m = column.map(cell) ?? .empty
        if !m.isEmpty {
          total.append(m)
        } else if let fallback {
          total.append(fallback)
        }
      }
    }
    return total
  }

  /// Custom-data maps, relative to the document: their values are checked only for being
  /// strings (`SchemaChecker`), their keys by `DataRules`, and they count towards the sizes.
  private static let dataMaps: Set<JSONPath> = Set(DataRules.dataPaths)

  /// What the validator can observe of a string at `path` (see `Observed`), decided from the
  /// schema as `SchemaChecker` and the cross-field rules read it. Anything not known to be
  /// observed only partly is `.exactText`.
  static func observed(at path: JSONPath, schema: FieldSchema) -> Observed {
    if dataMaps.contains(path.parent), path.components.count == path.parent.components.count + 1,
      let map = schema.field(for: path.parent), map.kind == .stringMap,
      schema.children(of: map.path).isEmpty
    {
      return .nothing
    }
    // Only a field the path names exactly, as the schema spells it (the checker's own lookup
    // of other spellings and header cases is not assumed to match).
    guard let field = schema.field(for: path), field.path == path.schemaKey else {
      return .exactText
    }
    switch field.kind {
    case .text, .multilineText: break
    default: return .exactText
    }
    var bytes = false
    var length = false
    var nonEmpty = false
    for rule in field.rules {
      switch rule {
      case .maxBytes: bytes = true
      case .maxLength: length = true
      case .nonEmpty: nonEmpty = true
      case .requiresSibling, .deprecated, .notAllowed, .cautionWhenSet, .required,
        .orLocalizedObject:
        continue  // presence only
      case .characters, .range, .discouragedValues, .extraKeys, .orString, .jsonObject,
        .orSingleNumber, .resolvesAgainstServiceWorker, .nodeImageURL, .stripsPrefix:
        return .exactText
      }
    }
    return .plain(bytes: bytes, length: length, trim: nonEmpty && field.kind == .text)
  }
}
