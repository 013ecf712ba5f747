import TestSupport
import Testing

@testable import PushCore

/// A viewport's lines built from the previous version's are the lines built from scratch,
/// whatever changed between them and wherever the two viewports are.
@Suite struct JSONWindowTests {
  func randomScalar(_ random: inout SplitMix64) -> JSONValue {
    switch random.below(5) {
    case 0: .string("value \(random.below(50))")
    case 1: .number(JSONNumber(random.below(1000)))
    case 2: .bool(random.below(2) == 0)
    case 3: .null
    default: .string(String(repeating: "ü", count: random.below(4)))
    }
  }

  func randomValue(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    guard depth < 3, random.below(3) == 0 else { return randomScalar(&random) }
    if random.below(3) == 0 {
      return .array((0..<random.below(4)).map { _ in randomValue(&random, depth: depth + 1) })
    }
    var object = JSONObject()
    for _ in 0..<random.below(6) {
      object["k\(random.below(8))"] = randomValue(&random, depth: depth + 1)
    }
    return .object(object)
  }

  /// One edit somewhere in `value`: a scalar changed, a member added or removed, a key
  /// renamed, a value turned into a container or back.
  func edited(_ value: JSONValue, _ random: inout SplitMix64) -> JSONValue {
    switch value {
    case .object(var object) where !object.isEmpty && random.below(4) != 0:
      let i = random.below(object.count)
      let member = object[i]
      switch random.below(5) {
      case 0: object[member.key] = nil
      case 1: object["new\(random.below(3))"] = randomValue(&random, depth: 1)
      case 2:
        var renamed = JSONObject()
        for m in object { renamed[m.key == member.key ? member.key + "x" : m.key] = m.value }
        object = renamed
      default: object[member.key] = edited(member.value, &random)
      }
      return .object(object)
    case .array(var items) where !items.isEmpty && random.below(4) != 0:
      let i = random.below(items.count)
      switch random.below(3) {
      case 0: items.remove(at: i)
      case 1: items.insert(randomScalar(&random), at: i)
      default: items[i] = edited(items[i], &random)
      }
      return .array(items)
    default:
      return randomValue(&random, depth: 1)
    }
  }

  func window(_ value: JSONValue, _ random: inout SplitMix64) -> Range<Int> {
    let count = JSONWriter.lineCount(value)
    let start = random.below(count + 2)
    return start..<(start + random.below(count + 2))
  }

  @Test(arguments: 1...60 as ClosedRange<UInt64>)
  func linesBuiltFromTheLastVersionAreTheLinesBuiltAfresh(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var document = JSONValue.object(JSONObject([("message", randomValue(&random, depth: 0))]))
    var shown = JSONWindow(document, lines: window(document, &random))
    for step in 0..<30 {
      document = edited(document, &random)
      // Mostly the same viewport (typing), sometimes scrolled or resized.
      let next = random.below(3) == 0 ? window(document, &random) : shown.window
      shown = JSONWindow(document, lines: next, reusing: shown)
      let fresh = JSONWriter.lines(document, in: next, paths: false)
      #expect(
        shown.lines.map(\.text) == fresh.map(\.text),
        "seed \(seed), step \(step), window \(next)")
      #expect(shown.lines == fresh)

    }
  }

  @Test func aBoundedLineCountIsExactUpToItsBoundAndAboveItPast() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let value = randomValue(&random, depth: 0)
      let exact = JSONWriter.lineCount(value)
      let limit = random.below(exact + 3)
      let bounded = JSONWriter.lineCount(value, atMost: limit)
      if exact <= limit {
        #expect(bounded == exact)
      } else {
        #expect(bounded > limit && bounded <= exact)
      }
    }
  }

  @Test func typingIntoTheTitleRebuildsOnlyItsLine() {
    var data = JSONObject()
    for i in 0..<100 { data["key_\(i)"] = .string("value \(i) – ünïcödé") }
    func message(title: String) -> JSONValue {
      .object(
        JSONObject([
          (
            "message",
            .object(
              JSONObject([
                ("notification", .object(JSONObject([("title", .string(title)), ("body", "Hi")]))),
                ("data", .object(data)),
              ]))
          )
        ]))
    }
    let before = JSONWindow(message(title: "Sale"), lines: 0..<31)
    let after = JSONWindow(message(title: "Sales"), lines: 0..<31, reusing: before)
    #expect(after.lines == JSONWriter.lines(message(title: "Sales"), in: 0..<31, paths: false))
    func storage(_ line: JSONLine) -> UnsafeRawPointer? {
      line.tokens.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let rebuilt = zip(before.lines, after.lines).enumerated().filter {
      storage($0.element.0) != storage($0.element.1)
    }.map(\.offset)
    #expect(rebuilt == [3])  // {, "message": {, "notification": {, "title": …
  }
}
