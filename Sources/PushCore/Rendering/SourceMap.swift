/// Where each part of a rendered view came from: pairs of an output path (inside the view's
/// JSON) and the request path whose value it shows (`notification.title` ←
/// `message.android.notification.title`). Each pair covers the whole subtree under it, and no
/// output path lies inside another, so every line of the output has at most one source.
///
/// The renderer records these as it builds a view, so the composer's preview highlighting is
/// derived from the renderer rather than written a second time.
public struct SourceMap: Sendable, Hashable {
  /// One output subtree and the request subtree it shows.
  public struct Entry: Sendable, Hashable {
    public var output: JSONPath
    public var source: JSONPath
  }

  /// The pairs, in the order the renderer wrote them.
  public private(set) var entries: [Entry]
  /// Index of each output path in `entries`.
  private var byOutput: [JSONPath: Int]
  /// How the draft spells the source paths (entries are recorded canonically).
  var spelling = Spelling.canonical

  public init() {
    entries = []
    byOutput = [:]
  }

  /// The request body itself: every path shows the draft path of the same name.
  public static let identity: SourceMap = {
    var map = SourceMap()
    map.set(.root, from: .root)
    return map
  }()

  /// Records that `output` shows `source`, replacing what was recorded at or above it (a
  /// later value replaces an earlier one). Renderers record a container only before its
  /// members, never after, so nothing below `output` is recorded yet.
  mutating func set(_ output: JSONPath, from source: JSONPath) {
    if let i = byOutput[output] {
      entries[i].source = source
      return
    }
    var ancestor = output
    while !ancestor.components.isEmpty {
      ancestor = ancestor.parent
      if let i = byOutput[ancestor] {
        entries.remove(at: i)
        byOutput = Dictionary(
          uniqueKeysWithValues: entries.enumerated().map { ($0.element.output, $0.offset) })
        break
      }
    }
    byOutput[output] = entries.count
    entries.append(Entry(output: output, source: source))
  }

  /// The request path shown at `output`, if the renderer attributed it to one, spelled as the
  /// draft spells it.
  public func source(of output: JSONPath) -> JSONPath? {
    for entry in entries where output.hasPrefix(entry.output) {
      let rest = output.components.dropFirst(entry.output.components.count)
      return spelling.written(entry.source.appending(JSONPath(Array(rest))))
    }
    return nil
  }

  /// The output subtrees that show `source` or a part of it: exactly the paths whose
  /// `source(of:)` lies inside `source`, as subtree roots.
  public func outputs(showing written: JSONPath) -> [JSONPath] {
    let source = spelling.canonicalPath(written)
    return entries.compactMap { entry in
      if entry.source.hasPrefix(source) { return entry.output }
      if source.hasPrefix(entry.source) {
        let rest = source.components.dropFirst(entry.source.components.count)
        return entry.output.appending(JSONPath(Array(rest)))
      }
      return nil
    }
  }
}
