import Foundation
import PushCore
import Testing

/// What the parser builds from valid input.
@Suite struct JSONParserTests {
  @Test func keepsMemberOrderAsWritten() throws {
    let value = try JSONParser.parse(#"{"z": 1, "a": 2, "m": {"y": true, "b": null}}"#)
    #expect(value.objectValue?.keys == ["z", "a", "m"])
    #expect(value[path: "m"]?.objectValue?.keys == ["y", "b"])
  }

  @Test func keepsNumbersAsWritten() throws {
    let value = try JSONParser.parse("[1.0, 1e2, -0, 2.50, 12345678901234567890123, 1E-7]")
    let texts = try #require(value.arrayValue).compactMap { $0.numberValue?.text }
    #expect(texts == ["1.0", "1e2", "-0", "2.50", "12345678901234567890123", "1E-7"])
  }

  @Test func decodesEveryEscape() throws {
    let value = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u00e9\u4E2D\ud83d\ude00\u0000""#)
    #expect(value == .string("\"\\/\u{8}\u{C}\n\r\té中😀\u{0}"))
  }

  @Test func decodesRawUnicode() throws {
    let value = try JSONParser.parse(#"{"中文": "שלום", "emoji": "👩‍💻", "combining": "e\#u{301}"}"#)
    #expect(value[path: "中文"] == "שלום")
    #expect(value[path: "emoji"] == "👩‍💻")
    // The combining sequence is kept as two scalars, not normalised.
    #expect(value[path: "combining"]?.stringValue?.unicodeScalars.count == 2)
  }

  @Test func acceptsAnyTopLevelValue() throws {
    #expect(try JSONParser.parse(" 42 ") == 42)
    #expect(try JSONParser.parse("\"x\"") == "x")
    #expect(try JSONParser.parse("null") == .null)
    #expect(try JSONParser.parse("false") == false)
    #expect(try JSONParser.parse("[]") == [])
    #expect(try JSONParser.parse("{}") == .object(JSONObject()))
  }

  @Test func stringAndDataEntryPointsAgree() throws {
    let text = #"{"message": {"token": "t", "data": {"k": "v"}}}"#
    #expect(try JSONParser.parse(text) == JSONParser.parse(Data(text.utf8)))
  }

  @Test func duplicateKeyKeepsFirstPositionAndLastValue() throws {
    let document = try JSONParser.parseDocument(
      #"{"message": {"data": {"a": "1", "b": "2", "a": "3"}}}"#)
    let data = try #require(document.value[path: "message.data"]?.objectValue)
    #expect(data.keys == ["a", "b"])
    #expect(data["a"] == "3")
    #expect(document.duplicateKeys == ["message.data.a"])
  }

  @Test func duplicatePathsGoThroughArraysAndAreInTextOrder() throws {
    let document = try JSONParser.parseDocument(
      #"{"a": 1, "a": 2, "list": [{"k": 1}, {"k": 1, "k": 2, "k": 3}], "odd key": {"x": 0, "x": 1}}"#
    )
    #expect(
      document.duplicateKeys.map(\.description) == [
        "a", "list[1].k", "list[1].k", #"["odd key"].x"#,
      ])
    #expect(document.value[path: "list[1].k"] == 3)
    #expect(document.value[path: "a"] == 2)
  }

  @Test func duplicatesInLargeObjectsAreFound() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": \"again\""]
    let document = try JSONParser.parseDocument("{" + members.joined(separator: ", ") + "}")
    let object = try #require(document.value.objectValue)
    #expect(object.count == 40)
    #expect(object.keys[7] == "k7")
    #expect(object["k7"] == "again")
    #expect(document.duplicateKeys == ["k7"])
  }

  @Test func noDuplicatesMeansAnEmptyList() throws {
    let document = try JSONParser.parseDocument(#"{"a": {"a": {"a": 1}}}"#)
    #expect(document.duplicateKeys.isEmpty)
  }

  @Test func parsesAFourKilobyteMessage() throws {
    let data = (0..<120).map { "\"key\($0)\": \"value number \($0) with some text\"" }
    let text = #"{"message": {"token": "t", "data": {"# + data.joined(separator: ",\n") + "}}}"
    #expect(text.utf8.count > 4000)
    let value = try JSONParser.parse(text)
    #expect(value[path: "message.data"]?.objectValue?.count == 120)
    #expect(value[path: "message.data.key119"] == "value number 119 with some text")
  }
}
