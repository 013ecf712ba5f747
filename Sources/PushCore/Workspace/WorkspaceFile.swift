import Foundation

/// A `.json` file found under a workspace folder: where it is and what `stat` said, enough to
/// list it at once and to notice when it changes.
public struct WorkspaceFile: Sendable, Hashable, Comparable {
  /// The path relative to the workspace folder, `/`-separated (`promo/spring.json`).
  public var path: String
  /// The last modification time.
  public var modified: Date
  /// The size in bytes.
  public var size: Int

  public init(path: String, modified: Date, size: Int) {
    self.path = path
    self.modified = modified
    self.size = size
  }

  /// The file name without its folder.
  public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

  public static func < (lhs: WorkspaceFile, rhs: WorkspaceFile) -> Bool { lhs.path < rhs.path }
}
