/// Why a draft could not be loaded or saved. Descriptions name the file and the place.
public enum DraftError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read (missing, permissions, a directory…).
  case unreadable(path: String, reason: String)
  /// The file is not valid JSON.
  case syntax(path: String, JSONSyntaxError)
  /// The JSON is valid but not an object.
  case notAnObject(path: String, found: String)
  /// `message` is present but not an object.
  case messageNotObject(path: String, found: String)
  /// The file could not be written; the original (if any) is untouched.
  case unwritable(path: String, reason: String)
  /// The file is larger than `DraftFile.maximumSize`; it was not read further.
  case tooLarge(path: String)

  /// Why a `tooLarge` file was refused, without the path.
  public static let tooLargeReason =
    "larger than \(DraftFile.maximumSize >> 20) MiB, the limit for a draft"

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .syntax(let path, let error): "\(path):\(error.line):\(error.column): \(error.message)"
    case .notAnObject(let path, let found):
      "\(path): a draft must be a JSON object ({\"message\": {…}}), found \(found)"
    case .messageNotObject(let path, let found):
      "\(path): \"message\" must be an object, found \(found)"
    case .unwritable(let path, let reason): "\(path): cannot save: \(reason)"
    case .tooLarge(let path):
      "\(path): \(DraftError.tooLargeReason) (an FCM message is at most 4 KB: is this a draft?)"
    }
  }
}

extension DraftError {
  /// The rule a load failure reports under (`validate --json`'s `rule`).
  public var rule: RuleID {
    switch self {
    case .syntax: .jsonSyntax
    case .messageNotObject: .type
    case .unreadable, .notAnObject, .unwritable, .tooLarge: .draftFile
    }
  }
}
