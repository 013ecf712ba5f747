import PushCore
import Testing

/// `value[path:]` and `setValue(_:at:)`: how form fields edit the message tree.
@Suite struct JSONValuePathTests {
  static let message: JSONValue = [
    "message": [
      "token": "t",
      "android": ["notification": ["color": "#ff0000"]],
      "data": ["list": [["value": "a"], ["value": "b"]]],
    ]
  ]

  @Test func readsThroughObjectsAndArrays() {
    #expect(Self.message[path: "message.android.notification.color"] == "#ff0000")
    #expect(Self.message[path: "message.data.list[1].value"] == "b")
    #expect(Self.message[path: "message.data.list[2].value"] == nil)
    #expect(Self.message[path: "message.token.x"] == nil)
    #expect(Self.message[path: .root] == Self.message)
  }

  @Test func settingCreatesMissingParentsAtTheEnd() {
    var value = Self.message
    value.setValue("Hi", at: "message.apns.payload.aps.alert.title")
    #expect(value[path: "message.apns.payload.aps.alert.title"] == "Hi")
    #expect(value[path: "message"]?.objectValue?.keys == ["token", "android", "data", "apns"])
  }

  @Test func settingAnExistingFieldKeepsItsPlace() {
    var value = Self.message
    value.setValue("u", at: "message.token")
    #expect(value[path: "message"]?.objectValue?.keys == ["token", "android", "data"])
    #expect(value[path: "message.token"] == "u")
  }

  @Test func removingTheLastFieldPrunesEmptiedParents() {
    var value = Self.message
    value.setValue(nil, at: "message.android.notification.color")
    #expect(value[path: "message.android"] == nil)
    #expect(value[path: "message"]?.objectValue?.keys == ["token", "data"])
  }

  @Test func removingKeepsNonEmptyParents() {
    var value: JSONValue = ["message": ["android": ["ttl": "60s", "priority": "high"]]]
    value.setValue(nil, at: "message.android.ttl")
    #expect(value == ["message": ["android": ["priority": "high"]]])
  }

  @Test func removingEverythingLeavesAnEmptyObject() {
    var value: JSONValue = ["message": ["token": "t"]]
    value.setValue(nil, at: "message.token")
    #expect(value == .object(JSONObject()))
  }

  @Test func removingAMissingPathChangesNothing() {
    var value = Self.message
    value.setValue(nil, at: "message.webpush.headers.TTL")
    #expect(value == Self.message)
    #expect(value[path: "message.webpush"] == nil)
  }

  @Test func arrayElementsAreReplacedAppendedAndRemoved() {
    var value = Self.message
    value.setValue(["value": "c"], at: "message.data.list[2]")
    #expect(value[path: "message.data.list[2].value"] == "c")
    value.setValue("B", at: "message.data.list[1].value")
    #expect(value[path: "message.data.list[1].value"] == "B")
    value.setValue(nil, at: "message.data.list[0]")
    #expect(value[path: "message.data.list"]?.arrayValue?.count == 2)
    #expect(value[path: "message.data.list[0].value"] == "B")
  }

  @Test func stepsThroughTheWrongKindChangeNothing() {
    var value = Self.message
    value.setValue("x", at: "message.token.inner")
    value.setValue("x", at: "message.data.list[7]")
    value.setValue("x", at: "message.android[0]")
    #expect(value == Self.message)
  }
}
