import PushCore
import Testing

/// Output format of `JSONWriter`.
@Suite struct JSONWriterTests {
  static let sample: JSONValue = [
    "message": [
      "token": "abc",
      "data": ["url": "https://example.com/a/b", "text": "中文 שלום 👩‍💻 café"],
      "list": [1, true, nil, [], .object(JSONObject())],
    ]
  ]

  @Test func prettyLayoutIsTwoSpacesOneMemberPerLine() {
    let expected = """
      {
        "message": {
          "token": "abc",
          "data": {
            "url": "https://example.com/a/b",
            "text": "中文 שלום 👩‍💻 café"
          },
          "list": [
            1,
            true,
            null,
            [],
            {}
          ]
        }
      }
      """
    #expect(JSONWriter.string(Self.sample) == expected)
  }

  @Test func compactHasNoWhitespace() {
    #expect(
      JSONWriter.string(Self.sample, style: .compact)
        == #"{"message":{"token":"abc","data":{"url":"https://example.com/a/b","text":"中文 שלום 👩‍💻 café"},"list":[1,true,null,[],{}]}}"#
    )
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let text = "q\" b\\ n\n r\r t\t bs\u{8} ff\u{C} nul\u{0} us\u{1F} del\u{7F} / é \u{2028}"
    #expect(
      JSONWriter.quoted(text)
        == #""q\" b\\ n\n r\r t\t bs\b ff\f nul\u0000 us\u001f del"# + "\u{7F} / é \u{2028}\"")
  }

  @Test func compactByteCountCountsUTF8Bytes() {
    #expect(JSONWriter.compactByteCount(["a": "é"]) == 10)
    #expect(JSONWriter.compactByteCount(["a": "👩‍💻"]) == 19)
  }

  @Test func linesCarryTokensAndPaths() throws {
    let lines = JSONWriter.lines(Self.sample)
    #expect(lines.count == 16)
    let token = try #require(lines.first { $0.text == #"    "token": "abc","# })
    #expect(token.path == "message.token")
    #expect(token.indent == 4)
    #expect(token.tokens.map(\.kind) == [.key, .punctuation, .whitespace, .string, .punctuation])
    let closeData = lines[6]
    #expect(closeData.text == "    },")
    #expect(closeData.path == "message.data")
    #expect(lines[10].path == "message.list[2]")
    #expect(lines[10].tokens.map(\.kind) == [.null, .punctuation])
  }

  @Test func aWindowOfLinesIsThatSliceOfAllLinesWithOrWithoutPaths() {
    let all = JSONWriter.lines(Self.sample)
    for start in 0...all.count {
      for end in start...all.count {
        let window = JSONWriter.lines(Self.sample, in: start..<end)
        #expect(window == Array(all[start..<end]), "lines \(start)..<\(end)")
        let text = JSONWriter.lines(Self.sample, in: start..<end, paths: false)
        #expect(text.map(\.text) == all[start..<end].map(\.text), "lines \(start)..<\(end)")
        #expect(text.map(\.tokens) == all[start..<end].map(\.tokens))
        #expect(text.allSatisfy { $0.path == .root })
      }
    }
  }
}
