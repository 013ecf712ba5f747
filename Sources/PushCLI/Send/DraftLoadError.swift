/// Why a draft could not be loaded (exit 2).
public enum DraftLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not valid JSON.
  case invalidJSON(path: String, reason: String)
  /// No `message` object in the file.
  case noMessage(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .invalidJSON(let path, let reason): "\(path): not valid JSON: \(reason)"
    case .noMessage(let path):
      "\(path): no \"message\" object. A draft (or a plain HTTP v1 request body) holds the "
        + "message at \"message\": {\"message\": {\"notification\": {…}}}"
    }
  }
}
