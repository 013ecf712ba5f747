import Foundation

/// One workspace file as the list shows it: what it is (a draft, or why not), its name, title
/// and target, the validator's verdict and the largest platform payload. Built by
/// `DraftSummary.read` from the file's bytes, the same way for the screen and `validate DIR`.
public struct DraftSummary: Sendable, Hashable {
  /// What the file holds.
  public enum Content: Sendable, Hashable {
    /// A draft (or a plain request body).
    case draft(Draft)
    /// Not valid JSON: where and why.
    case syntaxError(line: Int, column: Int, message: String)
    /// Valid JSON that is not a draft (no `message` object): why.
    case notADraft(String)
    /// A draft whose `message` is not an object, or a file that cannot be read.
    case broken(String)
  }

  /// The largest platform payload against its limit.
  public struct Payload: Sendable, Hashable {
    public var platform: Platform
    public var bytes: Int
    public var limit: Int
  }

  public var file: WorkspaceFile
  public var content: Content
  /// The draft's name, title and body, made safe to draw.
  public var name: String?
  public var title: String?
  public var body: String?
  public var target: DraftTarget
  /// Every finding of the validator (empty unless `content` is a draft).
  public var diagnostics: [Diagnostic]
  public var errors: Int
  public var warnings: Int
  public var largest: Payload?

  /// The draft, when the file is one.
  public var draft: Draft? {
    if case .draft(let draft) = content { return draft }
    return nil
  }

  /// Whether the file counts as failing (`validate DIR` exits 1): errors, a syntax error, or a
  /// broken draft. Files that are some other JSON are listed but never fail the folder.
  public var isFailing: Bool {
    switch content {
    case .draft: errors > 0
    case .syntaxError, .broken: true
    case .notADraft: false
    }
  }

  /// The name shown: the draft's name, else the file name.
  public var displayName: String {
    if let name, !name.isEmpty { return name }
    return DisplayText.sanitized(file.fileName)
  }

  /// Reads `data` (the bytes of `file`) and validates it at `now`.
  public static func read(_ data: Data, file: WorkspaceFile, now: Date) -> DraftSummary {
    let loaded: LoadedDraft
    do {
      loaded = try DraftFile.decode(data, path: file.path)
    } catch {
      switch error {
      case .syntax(_, let e):
        return DraftSummary(
          file: file, content: .syntaxError(line: e.line, column: e.column, message: e.message))
      case .notAnObject(_, let found):
        return DraftSummary(file: file, content: .notADraft("JSON \(found), not a draft"))
      default:
        return DraftSummary(file: file, content: .broken(brokenReason(error)))
      }
    }
    let draft = loaded.draft
    guard draft.document["message"] != nil else {
      return DraftSummary(file: file, content: .notADraft("JSON without a \"message\" object"))
    }
    var summary = DraftSummary(file: file, content: .draft(draft))
    summary.target = DraftTarget(draft)
    let message = draft.message
    let notification = message["notification"]?.objectValue
    func text(_ value: JSONValue?) -> String? { value?.stringValue.map(DisplayText.sanitized) }
    summary.name = text(draft.document["name"])
    summary.title =
      text(notification?["title"])
      ?? text(message["android"]?.objectValue?["notification"]?.objectValue?["title"])
      ?? text(JSONValue.object(message)[path: "apns.payload.aps.alert.title"])
      ?? text(message["webpush"]?.objectValue?["notification"]?.objectValue?["title"])
    summary.body = text(notification?["body"])
    let diagnostics = Validator.validate(
      draft, options: ValidationOptions(now: now), duplicateKeys: loaded.duplicateKeys)
    summary.diagnostics = diagnostics
    summary.errors = diagnostics.filter { $0.severity == .error }.count
    summary.warnings = diagnostics.filter { $0.severity == .warning }.count
    let rendered = RequestRenderer.message(draft, options: RenderOptions(now: now))
    let limit = PlatformView.payloadLimit(for: rendered)
    summary.largest = PlatformRenderer.views(of: rendered).max { $0.payloadBytes < $1.payloadBytes }
      .map { Payload(platform: $0.platform, bytes: $0.payloadBytes, limit: limit) }
    return summary
  }

  /// Reads the file at `root/file.path`.
  public static func read(file: WorkspaceFile, root: URL, now: Date) -> DraftSummary {
    // The one limit for a draft, as the composer and `validate` apply it.
    guard file.size <= DraftFile.maximumSize else {
      return DraftSummary(file: file, content: .broken(DraftError.tooLargeReason))
    }
    let url = root.appendingPathComponent(file.path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return DraftSummary(file: file, content: .broken("cannot read the file"))
    }
    return read(data, file: file, now: now)
  }

  /// A file not read yet (listed at once; summarized in the background).
  public init(file: WorkspaceFile, content: Content) {
    self.file = file
    self.content = content
    target = .none
    diagnostics = []
    errors = 0
    warnings = 0
  }

  private static func brokenReason(_ error: DraftError) -> String {
    switch error {
    case .messageNotObject(_, let found): "\"message\" must be an object, found \(found)"
    case .unreadable(_, let reason): "cannot read: \(reason)"
    default: error.description
    }
  }
}
