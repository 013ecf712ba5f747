import Foundation
import PushCore
import Testing

@Suite struct JSONSourceMapTests {
  let text = """
    {
      "message": {
        "android": { "ttl": "5", "data": { "k\\"ey": 1 } },
        "tokens": ["a", "b"],
        "title": "中文 😀", "x": true
      }
    }
    """

  @Test func membersAreFoundAtTheirKeysAndElementsAtTheirStart() {
    let map = JSONSourceMap(Data(text.utf8))
    func at(_ path: JSONPath) -> [Int] {
      let l = map.location(of: path)
      return [l.line, l.column]
    }
    #expect(at("message") == [2, 3])
    #expect(at("message.android.ttl") == [3, 18])
    #expect(at(JSONPath("message.android.data").appending("k\"ey")) == [3, 40])
    #expect(at("message.tokens[1]") == [4, 21])
    #expect(at("message.x") == [5, 22], "columns count scalars, not bytes")
  }

  @Test func aMissingPathIsShownAtItsNearestAncestor() {
    let map = JSONSourceMap(Data(text.utf8))
    #expect(map.location(of: "message.android.notification.title").line == 3)
    #expect(map.location(of: "nothing.here") == JSONSourceMap.Location(line: 1, column: 1))
  }
}
