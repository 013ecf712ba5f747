import Foundation
import TestSupport
import Testing

@testable import PushCore

/// Drafts over the size limit are refused (the composer and the CLI both load through
/// `DraftFile`); large objects find repeated keys with the seeded hash table.
@Suite struct DraftSizeAndKeyHashTests {
  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "fcm-draft") }

  /// A draft file holding `data`, in this test's folder.
  func file(_ data: Data) throws -> URL {
    let url = scratch.appending("\(UUID().uuidString).json")
    try data.write(to: url)
    return url
  }

  @Test func draftOverSixteenMiBIsRefusedWithAMessage() throws {
    let body = Data(#"{"message": {}}"#.utf8)
    let big = try file(body + Data(repeating: 0x20, count: DraftFile.maximumSize))
    #expect(throws: DraftError.tooLarge(path: "big.json")) {
      _ = try DraftFile.load(big, name: "big.json")
    }
    #expect(
      DraftError.tooLarge(path: "big.json").description
        == "big.json: larger than 16 MiB, the limit for a draft (an FCM message is at most 4 KB: "
        + "is this a draft?)")
    let limit = try file(
      body + Data(repeating: 0x20, count: DraftFile.maximumSize - body.count))
    #expect(try DraftFile.load(limit).draft.document["message"] == .object([:]))
  }

  @Test func decodeRefusesOversizedBytesToo() {
    #expect(throws: DraftError.tooLarge(path: "<stdin>")) {
      _ = try DraftFile.decode(
        Data(repeating: 0x20, count: DraftFile.maximumSize + 1), path: "<stdin>")
    }
  }

  /// Keys that an unseeded FNV-1a table would put in one slot (the `fcm-bench jsonkeys` set)
  /// still parse to the right members, with every repeat found.
  @Test func manyCollidingKeysKeepEveryMemberAndFindEveryRepeat() throws {
    let keys = Self.fnvCollidingKeys(blocks: 10)
    #expect(Set(keys).count == 1024)
    let members = keys.enumerated().map { "\(JSONWriter.quoted($1)):\($0)" }
    let repeats = keys.prefix(10).map { "\(JSONWriter.quoted($0)):-1" }
    let document = try JSONParser.parseDocument(
      "{" + (members + repeats).joined(separator: ",") + "}")
    let object = try #require(document.value.objectValue)
    #expect(object.count == 1024)
    #expect(object.keys == keys)
    #expect(object[keys[0]] == .number(JSONNumber(-1)))
    #expect(object[keys[1023]] == .number(JSONNumber(1023)))
    #expect(document.duplicateKeys.count == 10)
  }

  /// 2^blocks keys whose FNV-1a hashes agree in their low 16 bits (see `fcm-bench jsonkeys`).
  static func fnvCollidingKeys(blocks: Int) -> [String] {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    let prime: UInt64 = 0x100_0000_01b3
    var state = (0xcbf2_9ce4_8422_2325 ^ UInt64(UInt8(ascii: "x"))) &* prime
    var keys: [[UInt8]] = [[UInt8(ascii: "x")]]
    for _ in 0..<blocks {
      var seen: [UInt64: [UInt8]] = [:]
      search: for a in letters {
        for b in letters {
          for c in letters {
            let h = ((((state ^ UInt64(a)) &* prime) ^ UInt64(b)) &* prime ^ UInt64(c)) &* prime
            if let other = seen[h & 0xFFFF] {
              keys = keys.flatMap { [$0 + other, $0 + [a, b, c]] }
              state = h
              break search
            }
            seen[h & 0xFFFF] = [a, b, c]
          }
        }
      }
    }
    return keys.map { String(decoding: $0, as: UTF8.self) }
  }
}
