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
