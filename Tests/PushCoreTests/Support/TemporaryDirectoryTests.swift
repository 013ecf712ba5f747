import Foundation
import TestSupport
import Testing

/// TestSupport's scratch folders: there while held, gone with everything in them once released
/// (also when the test throws), never reaching outside through a link.
@Suite struct TemporaryDirectoryTests {
  private enum Planned: Error { case failure }

  @Test func theFolderAndEverythingInItGoWhenItIsReleased() throws {
    let path: String
    do {
      let scratch = try TemporaryDirectory(prefix: "fcm-scratch-test")
      path = scratch.path
      #expect(path.hasPrefix(FileManager.default.temporaryDirectory.path))
      #expect(URL(fileURLWithPath: path).lastPathComponent.hasPrefix("fcm-scratch-test-"))
      try scratch.write("a/b/c.json", "{}")
      #expect(mkfifo(scratch.appending("a/pipe").path, 0o600) == 0)
      #expect(scratch.exists("a/b/c.json") && scratch.exists("a/pipe"))
      #expect(try String(contentsOf: scratch.appending("a/b/c.json"), encoding: .utf8) == "{}")
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aTestThatThrowsStillRemovesIt() throws {
    var path = ""
    func failingTest() throws {
      let scratch = try TemporaryDirectory()
      path = scratch.path
      try scratch.write("draft.json", "{}")
      throw Planned.failure
    }
    #expect(throws: Planned.failure) { try failingTest() }
    #expect(!path.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func eachFolderIsFreshAndEmpty() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    #expect(first.url != second.url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: first.path).isEmpty)
  }

  @Test func aLinkToAFolderElsewhereIsRemovedNotFollowed() throws {
    let elsewhere = try TemporaryDirectory()
    let kept = try elsewhere.write("kept.txt", "still here")
    do {
      let scratch = try TemporaryDirectory()
      try FileManager.default.createSymbolicLink(
        at: scratch.appending("link"), withDestinationURL: elsewhere.url)
      #expect(scratch.exists("link/kept.txt"))
    }
    #expect(try String(contentsOf: kept, encoding: .utf8) == "still here")
  }

  @Test(.enabled(if: geteuid() != 0, "root can delete inside read-only folders anyway"))
  func aFolderATestMadeReadOnlyIsRemovedToo() throws {
    let path: String
    do {
      let scratch = try TemporaryDirectory()
      path = scratch.path
      try scratch.write("locked/inner/draft.json", "{}")
      for folder in ["locked/inner", "locked"] {
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o555], ofItemAtPath: scratch.appending(folder).path)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
