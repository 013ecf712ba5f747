import Foundation
import PushCore
import TestSupport
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

#if canImport(Glibc)
  import Glibc
#endif

/// Draft files on disk: byte-exact round trips, atomic 0600 saves, errors that name the file.
@Suite struct DraftFileTests {
  /// A pretty-printed draft in the writer's own layout, with unknown keys in a non-sorted order
  /// and text in several scripts, including a combining accent written as e + U+0301.
  static let prettyDraft = """
    {
      "zeta_unknown": {
        "kept": [
          1,
          2.50,
          -0.0,
          1e3
        ]
      },
      "name": "שלום 中文 👩‍💻🏽",
      "message": {
        "topic": "news",
        "notification": {
          "title": "Cafe\u{301} 中文",
          "body": "שלום עולם\\n\\"quoted\\" \\\\ tab\\t"
        },
        "data": {
          "emoji": "👩‍💻🏽",
          "ключ": "значение",
          "empty": ""
        },
        "apns": {
          "payload": {
            "aps": {},
            "custom": null,
            "list": []
          }
        }
      },
      "recipients": {
        "tokens": []
      },
      "alpha_unknown": true
    }

    """

  static func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func prettyInputRoundTripsByteForByte() throws {
    let bytes = Data(Self.prettyDraft.utf8)
    #expect(bytes.contains(0xCC) && bytes.contains(0x81), "the combining accent is in the input")
    let loaded = try DraftFile.decode(bytes, path: "d.json")
    #expect(DraftFile.encode(loaded.draft) == bytes)
  }

  @Test func saveAndLoadKeepUnknownKeysOrderAndUnicode() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-drafts")
    let directory = scratch.url
    let url = directory.appendingPathComponent("draft.json")
    let draft = try DraftFile.decode(Data(Self.prettyDraft.utf8), path: "d").draft
    try DraftFile.save(draft, to: url)
    #expect(try Data(contentsOf: url) == Data(Self.prettyDraft.utf8))
    let again = try DraftFile.load(url).draft
    #expect(
      again.document.keys == ["zeta_unknown", "name", "message", "recipients", "alpha_unknown"])
    let title = again.value(at: "message.notification.title")?.stringValue
    #expect(title?.unicodeScalars.map(\.value).prefix(5) == [0x43, 0x61, 0x66, 0x65, 0x301])
    #expect(again.name == "שלום 中文 👩‍💻🏽")
  }

  @Test func saveCreatesMode0600EvenOverA0644File() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-drafts")
    let directory = scratch.url
    let url = directory.appendingPathComponent("draft.json")
    try Data("{}\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    try DraftFile.save(SampleDraft.draft, to: url)
    #expect(try Self.mode(url) == 0o600)
    let fresh = directory.appendingPathComponent("new.json")
    try DraftFile.save(SampleDraft.draft, to: fresh)
    #expect(try Self.mode(fresh) == 0o600)
  }

  @Test func failedSaveOverADirectoryLeavesEverythingIntact() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-drafts")
    let directory = scratch.url
    let target = directory.appendingPathComponent("draft.json", isDirectory: true)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try Data("precious".utf8).write(to: target.appendingPathComponent("inside"))
    #expect(throws: DraftError.self) { try DraftFile.save(SampleDraft.draft, to: target) }
    #expect(try Data(contentsOf: target.appendingPathComponent("inside")) == Data("precious".utf8))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["draft.json"], "no temporary file is left behind")
  }

  @Test(.enabled(if: geteuid() != 0, "root can write into read-only directories"))
  func failedSaveInAReadOnlyDirectoryKeepsTheOldFile() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-drafts")
    let directory = scratch.url
    let url = directory.appendingPathComponent("draft.json")
    try Data("old\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    #expect(throws: DraftError.self) { try DraftFile.save(SampleDraft.draft, to: url) }
    #expect(try Data(contentsOf: url) == Data("old\n".utf8))
  }

  @Test func saveIntoAMissingDirectoryNamesTheFile() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/d.json")
    let error = try #require(throws: DraftError.self) { try DraftFile.save(Draft(), to: url) }
    #expect(error.description.hasPrefix(url.path + ": cannot save: "))
  }

  @Test func aPlainRequestBodyIsAValidDraft() throws {
    let text =
      #"{"validate_only": true, "message": {"topic": "news", "notification": {"title": "Hi"}}}"#
    let loaded = try DraftFile.decode(Data(text.utf8), path: "body.json")
    #expect(Validator.validate(loaded.draft, options: ValidationOptions(now: testNow)).isEmpty)
    let rendered = RequestRenderer.request(loaded.draft, options: RenderOptions(now: testNow))
    #expect(rendered.isEquivalent(to: try JSONParser.parse(text)))
  }

  @Test func errorsNameTheFile() throws {
    let syntax = try #require(throws: DraftError.self) {
      try DraftFile.decode(Data("{\n  \"message\": {,}\n}".utf8), path: "drafts/a.json")
    }
    #expect(syntax.description.hasPrefix("drafts/a.json:2:15: "), "\(syntax)")
    let array = try #require(throws: DraftError.self) {
      try DraftFile.decode(Data("[]".utf8), path: "b.json")
    }
    #expect(
      array.description == #"b.json: a draft must be a JSON object ({"message": {…}}), found array"#
    )
    let message = try #require(throws: DraftError.self) {
      try DraftFile.decode(Data(#"{"message": []}"#.utf8), path: "c.json")
    }
    #expect(message.description == #"c.json: "message" must be an object, found array"#)
  }

  @Test func unreadableFilesSayWhy() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-drafts")
    let directory = scratch.url
    let missing = try #require(throws: DraftError.self) {
      try DraftFile.load(directory.appendingPathComponent("nope.json"), name: "nope.json")
    }
    #expect(missing.description == "nope.json: cannot read: no such file")
    let isDirectory = try #require(throws: DraftError.self) {
      try DraftFile.load(directory)
    }
    #expect(isDirectory.description == "\(directory.path): cannot read: it is a directory")
  }

  @Test func duplicateKeysAreReportedByPath() throws {
    let text = #"{"message": {"data": {"a": "1", "a": "2"}}}"#
    let loaded = try DraftFile.decode(Data(text.utf8), path: "d")
    #expect(loaded.duplicateKeys == ["message.data.a"])
    #expect(loaded.draft.value(at: "message.data.a") == "2")
  }

  @Test func metadataAccessorsEditTheDocumentInPlace() {
    var draft = Draft(message: ["token": "t"])
    draft.name = "Sale"
    draft.recipientTokens = ["a", "b"]
    draft.expiry = Expiry(value: 2, unit: .hours)
    #expect(draft.document.keys == ["message", "name", "recipients", "console"])
    #expect(draft.expiry?.seconds == 7200)
    draft.recipientTokens = []
    draft.expiry = nil
    #expect(draft.document.keys == ["message", "name"], "emptied metadata objects are pruned")
  }

  @Test func sampleDraftIsValidAndUsesEveryPlatform() {
    let draft = SampleDraft.draft
    #expect(
      Validator.validate(draft, options: ValidationOptions(now: testNow)).isEmpty,
      "\(Validator.validate(draft, options: ValidationOptions(now: testNow)))")
    for key in ["notification", "data", "android", "apns", "webpush", "fcm_options"] {
      #expect(draft.message[key] != nil, "\(key)")
    }
  }
}
