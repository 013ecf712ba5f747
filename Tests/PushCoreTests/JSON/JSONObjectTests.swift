import PushCore
import Testing

/// Ordered-object editing semantics.
@Suite struct JSONObjectTests {
  @Test func settingAnExistingKeyReplacesInPlace() {
    var object: JSONObject = ["title": "a", "body": "b", "image": "c"]
    object["body"] = "B"
    #expect(object.keys == ["title", "body", "image"])
    #expect(object["body"] == "B")
  }

  @Test func settingANewKeyAppendsAndNilRemoves() {
    var object: JSONObject = ["title": "a"]
    object["body"] = "b"
    #expect(object.keys == ["title", "body"])
    object["title"] = nil
    #expect(object.keys == ["body"])
    object["missing"] = nil
    #expect(object.keys == ["body"])
  }

  @Test func repeatedKeyInInitKeepsFirstPositionAndLastValue() {
    let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == 3)
  }

  @Test func insertRenameMoveRemove() {
    var object: JSONObject = ["a": 1, "b": 2, "c": 3]
    object.insert(9, forKey: "z", at: 1)
    #expect(object.keys == ["a", "z", "b", "c"])
    object.insert(0, forKey: "c", at: 0)
    #expect(object.keys == ["c", "a", "z", "b"])
    #expect(object["c"] == 0)
    object.renameKey("z", to: "y")
    #expect(object.keys == ["c", "a", "y", "b"])
    // Renaming onto an existing key keeps the renamed member's place and value.
    object.renameKey("y", to: "a")
    #expect(object.keys == ["c", "a", "b"])
    #expect(object["a"] == 9)
    object.move(from: 0, to: 99)
    #expect(object.keys.last == "c")
    #expect(object.removeValue(forKey: "c") == 0)
    #expect(object.removeValue(forKey: "c") == nil)
  }
}

@Suite struct JSONKeyIdentityTests {
  @Test func keysThatDifferOnlyInNormalizationStayTwoMembers() throws {
    let text = "{\"caf\u{E9}\": \"precomposed\", \"cafe\u{301}\": \"combining\"}"
    let document = try JSONParser.parseDocument(text)
    let object = try #require(document.value.objectValue)
    #expect(object.count == 2)
    #expect(document.duplicateKeys.isEmpty)
    #expect(object["caf\u{E9}"] == "precomposed")
    #expect(object["cafe\u{301}"] == "combining")
    #expect(
      JSONWriter.string(document.value, style: .compact)
        == text.replacingOccurrences(of: " ", with: ""))
  }

  @Test func largeAndSmallObjectsAgree() throws {
    var members = (0..<20).map { "\"k\($0)\": \($0)" }
    members += ["\"caf\u{E9}\": 1", "\"cafe\u{301}\": 2"]
    let large = try #require(
      try JSONParser.parse("{" + members.joined(separator: ",") + "}").objectValue)
    #expect(large.count == 22)
  }
}
