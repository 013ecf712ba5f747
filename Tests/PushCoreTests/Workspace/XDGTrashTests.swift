import Foundation
import PushCore
import TestSupport
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

@Suite struct XDGTrashTests {
  @Test func trashWritesTheFreedesktopLayoutAndRestoreGivesTheFileBack() throws {
    let folder = try TemporaryDirectory(prefix: "fcm-ws")
    let file = try folder.write("drafts/sale 50%.json", #"{"message": {}}"#)
    let trash = XDGTrash(environment: ["XDG_DATA_HOME": folder.url.path + "/data"])
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let item = try trash.trash(file, now: date)
    #expect(!folder.exists("drafts/sale 50%.json"))
    #expect(folder.exists("data/Trash/files/sale 50%.json"))
    let info = try String(
      contentsOf: folder.url.appendingPathComponent("data/Trash/info/sale 50%.json.trashinfo"),
      encoding: .utf8)
    #expect(info.hasPrefix("[Trash Info]\nPath=/"))
    #expect(info.contains("/drafts/sale%2050%25.json\n"))
    #expect(
      info.range(of: #"DeletionDate=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\n"#, options: .regularExpression)
        != nil)
    #expect(trash.item(named: item.name)?.originalPath == file.standardizedFileURL.path)
    try trash.restore(item)
    #expect(folder.exists("drafts/sale 50%.json"))
    #expect(!folder.exists("data/Trash/files/sale 50%.json"))
    #expect(!folder.exists("data/Trash/info/sale 50%.json.trashinfo"))
  }

  @Test func twoFilesWithOneNameDoNotCollideAndRestoreNeverOverwrites() throws {
    let folder = try TemporaryDirectory(prefix: "fcm-ws")
    let trash = XDGTrash(environment: ["XDG_DATA_HOME": folder.url.path + "/data"])
    let first = try trash.trash(try folder.write("a/x.json", "1"), now: testNow)
    let second = try trash.trash(try folder.write("b/x.json", "2"), now: testNow)
    #expect(first.name == "x.json")
    #expect(second.name == "x.json.2")
    try folder.write("a/x.json", "new")
    #expect(throws: XDGTrash.Failure.self) { try trash.restore(first) }
    #expect(folder.exists("data/Trash/files/x.json"), "kept in the trash")
  }
}
