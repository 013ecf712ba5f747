/// A mistake in `config.toml`, with the file, line and column where it is.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file as shown to the user.
  public var path: String
  /// Where, if known.
  public var position: SourcePosition?
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(path: String, position: SourcePosition?, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  /// `path:line:column: message`.
  public var description: String {
    position.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
  }
}
