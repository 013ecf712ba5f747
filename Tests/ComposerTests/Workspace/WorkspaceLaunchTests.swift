import Composer
import Foundation
import PushCore
import TestSupport
import Testing

/// Which screen `fcm-compose [ARG]` starts on.
@Suite struct WorkspaceLaunchTests {
  func prepare(_ file: String?, in directory: URL) throws -> ComposerState {
    let result = ComposerLaunch.prepare(
      file: file, example: false, theme: nil,
      environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/.config"],
      currentDirectory: directory, now: Date())
    return try result.get().state
  }

  @Test func aFolderOpensTheWorkspaceAndAFileTheComposer() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-launch")
    let dir = scratch.url
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("drafts"), withIntermediateDirectories: true)
    // No drafts here: a new draft, as before.
    #expect(try prepare(nil, in: dir).workspace == nil)
    // DIR: the workspace on it.
    let onDir = try prepare("drafts", in: dir)
    #expect(onDir.workspace?.root == dir.appendingPathComponent("drafts").path)
    #expect(onDir.filePath == nil)
    // FILE: the composer, unchanged.
    let draft = dir.appendingPathComponent("drafts/a.json")
    try Data(#"{"message": {"topic": "t"}}"#.utf8).write(to: draft)
    let onFile = try prepare("drafts/a.json", in: dir)
    #expect(onFile.workspace == nil)
    #expect(onFile.filePath == draft.path)
    // No argument in a folder that holds drafts: the workspace.
    #expect(try prepare(nil, in: dir).workspace?.root == dir.path)
  }
}
