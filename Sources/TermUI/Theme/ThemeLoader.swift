import Config

/// Loads a theme file and its `inherits` ancestors, detecting cycles and missing parents.
struct ThemeLoader {
  /// A failure that stops a theme from being used, with the file it happened in.
  struct Failure: Error, Sendable {
    var path: String
    var error: ThemeError

    var diagnostic: ThemeDiagnostic {
      .error(error.message, file: path, at: error.position)
    }
  }

  /// Finds the theme a file means by `inherits = "name"`.
  var lookup: @Sendable (_ name: String, _ from: ThemeSource) -> ThemeSource?

  /// The chain from the root ancestor down to `source`, each file decoded.
  func chain(from source: ThemeSource) throws(Failure) -> [ThemeFile] {
    var files: [ThemeFile] = []
    var visited: [ThemeSource] = []
    var current = source
    while true {
      if visited.contains(current) {
        let names = visited.map(\.id) + [current.id]
        let position = files.last?.inherits?.position ?? SourcePosition(line: 1, column: 1)
        throw Failure(
          path: visited.last?.path ?? current.path,
          error: .inheritsCycle(chain: names, line: position.line, column: position.column))
      }
      visited.append(current)
      let file = try decode(current)
      files.append(file)
      guard let parent = file.inherits else { break }
      guard let next = lookup(parent.name, current) else {
        throw Failure(
          path: file.path,
          error: .unknownParent(
            name: parent.name, line: parent.position.line, column: parent.position.column))
      }
      current = next
    }
    return files.reversed()
  }

  private func decode(_ source: ThemeSource) throws(Failure) -> ThemeFile {
    let text: String
    do {
      text = try source.read()
    } catch {
      throw Failure(path: source.path, error: error)
    }
    do {
      let document = try TOMLParser.parse(text)
      return ThemeFile(id: source.id, path: source.path, document: document)
    } catch {
      throw Failure(
        path: source.path,
        error: .parse(line: error.line, column: error.column, reason: error.reason))
    }
  }
}
