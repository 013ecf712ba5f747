import Composer
import Foundation
import PushCore
import TestSupport
import Testing

@Suite struct RecoveryStoreTests {
  /// This test's folder (Swift Testing makes one suite value per test).
  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "fcm-recovery") }

  private func store() -> (RecoveryStore, URL) {
    (RecoveryStore(environment: ["XDG_STATE_HOME": scratch.path + "/state"]), scratch.url)
  }

  @Test func aNewerDifferentCopyIsOfferedAndItsFileIsPrivate() throws {
    let (store, root) = store()
    let path = root.appendingPathComponent("a.json").path
    try DraftFile.save(Draft(message: ["token": "t"]), to: URL(fileURLWithPath: path))
    let unsaved = Draft(message: ["token": "t", "notification": ["title": "typed"]])
    try store.write(
      RecoveryCopy(draftPath: path, savedAt: Date().addingTimeInterval(1), draft: unsaved))
    #expect(store.offer(for: path, current: Draft(message: ["token": "t"]))?.draft == unsaved)
    let mode =
      try FileManager.default.attributesOfItem(atPath: store.url(for: path).path)[.posixPermissions]
      as? Int
    #expect(mode == 0o600)
  }

  @Test func aCopyOlderThanTheFileIsNotOffered() throws {
    let (store, root) = store()
    let url = root.appendingPathComponent("b.json")
    try store.write(
      RecoveryCopy(
        draftPath: url.path, savedAt: Date().addingTimeInterval(-60),
        draft: Draft(message: ["topic": "x"])))
    try DraftFile.save(Draft(message: ["topic": "y"]), to: url)
    #expect(store.offer(for: url.path, current: Draft(message: ["topic": "y"])) == nil)
  }

  @Test func aCopyEqualToTheDraftIsNotOffered() throws {
    let (store, _) = store()
    let same = Draft(message: ["topic": "x"])
    try store.write(RecoveryCopy(draftPath: nil, savedAt: Date(), draft: same))
    #expect(store.offer(for: nil, current: same) == nil)
    #expect(store.offer(for: nil, current: Draft(message: [:]))?.draft == same)
  }

  @Test func aDraftsCopyKeepsTheFileNameEarlierVersionsGaveIt() {
    // A copy left by an earlier build is found again: the name is the path's 64-bit FNV-1a.
    let (store, _) = store()
    #expect(
      store.url(for: "/drafts/sale.json").lastPathComponent == "sale.json-704549e1b1c0c98.json")
  }

  @Test func copiesOfDifferentDraftsDoNotCollideAndDeleteRemovesOne() throws {
    let (store, root) = store()
    let a = root.appendingPathComponent("x/same.json").path
    let b = root.appendingPathComponent("y/same.json").path
    #expect(store.url(for: a) != store.url(for: b))
    try store.write(
      RecoveryCopy(draftPath: a, savedAt: Date(), draft: Draft(message: ["topic": "a"])))
    try store.write(
      RecoveryCopy(draftPath: b, savedAt: Date(), draft: Draft(message: ["topic": "b"])))
    store.delete(for: a)
    #expect(store.read(for: a) == nil)
    #expect(store.read(for: b)?.draft == Draft(message: ["topic": "b"]))
  }
}
