/// The renamings of one message: which members were written in lowerCamelCase, so a path can
/// be translated between the canonical (snake_case) spelling and the one the user wrote.
public struct Spelling: Sendable, Hashable {
  /// Canonical path (from `message`) of each renamed member → the key as written.
  private let renamed: [JSONPath: String]
  /// Written path of each renamed member → its canonical key.
  private let canonicalKeys: [JSONPath: String]

  /// No renaming: every path is spelled canonically.
  public static let canonical = Spelling(renamed: [:])

  init(renamed: [JSONPath: String]) {
    self.renamed = renamed
    var inverse: [JSONPath: String] = [:]
    for path in renamed.keys {
      if let key = path.lastKey { inverse[Self.translate(path, renamed)] = key }
    }
    canonicalKeys = inverse
  }

  /// True when nothing was renamed.
  public var isEmpty: Bool { renamed.isEmpty }

  /// `path` (canonical) as the user spelled it.
  public func written(_ path: JSONPath) -> JSONPath {
    renamed.isEmpty ? path : Self.translate(path, renamed)
  }

  /// `path` (as the user spelled it) in canonical spelling.
  public func canonicalPath(_ path: JSONPath) -> JSONPath {
    canonicalKeys.isEmpty ? path : Self.translate(path, canonicalKeys)
  }

  /// Rewrites each key whose full prefix (in the input's spelling) is in `table`.
  private static func translate(_ path: JSONPath, _ table: [JSONPath: String]) -> JSONPath {
    var prefix: [JSONPath.Component] = []
    var out: [JSONPath.Component] = []
    for component in path.components {
      prefix.append(component)
      if case .key = component, let key = table[JSONPath(prefix)] {
        out.append(.key(key))
      } else {
        out.append(component)
      }
    }
    return JSONPath(out)
  }
}
