import Foundation

/// Locates test data on disk relative to this source file.
enum TestPaths {
  /// `Tests/TestData`: data vendored into the repository (JSONTestSuite with its licence), so
  /// the suite runs from any clone and no test reads outside the repository.
  static func testData(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("TestData", isDirectory: true)
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
}
