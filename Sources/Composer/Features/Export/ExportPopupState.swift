import PushCore

/// The export popup: which format, its text, and how far it is scrolled.
public struct ExportPopupState: Sendable, Equatable {
  public var format: ExportFormat
  public var text: String
  public var scroll: Int

  public init(format: ExportFormat, text: String, scroll: Int = 0) {
    self.format = format
    self.text = text
    self.scroll = scroll
  }

  /// The text's lines.
  public var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
