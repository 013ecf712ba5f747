import Foundation

/// Locates test data on disk relative to this source file.
enum TestPaths {
  /// The shared `testdata` directory: `$FCM_TESTDATA` if set, otherwise the first
  /// `shared/testdata` found walking up from this file.
  static func sharedTestData(filePath: String = #filePath) -> URL? {
    if let override = ProcessInfo.processInfo.environment["FCM_TESTDATA"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("shared/testdata", isDirectory: true)
      if isDirectory(candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// `Tests/PushCoreTests/Fixtures`.
  static func fixtures(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Fixtures", isDirectory: true)
  }

  /// The files in `directory` with the given extension, sorted by name.
  static func files(in directory: URL, withExtension ext: String) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix("." + ext) }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
