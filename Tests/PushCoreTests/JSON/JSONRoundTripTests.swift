import Foundation
import PushCore
import Testing

/// Parse → write → parse keeps everything; compact output of compact input is byte-identical.
@Suite struct JSONRoundTripTests {
  static let compactSamples = [
    #"{"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...","notification":{"title":"Portugal vs. Denmark","body":"great match!"}}}"#,
    #"{"中文":"你好，世界","he":"שלום עולם","emoji":"👩‍💻🚀","combining":"e"# + "\u{301}"
      + #"","url":"https://example.com/a/b?x=1&y=2"}"#,
    #"{"escapes":"quote \" backslash \\ newline \n tab \t cr \r bs \b ff \f nul \u0000 us \u001f","del":""#
      + "\u{7F}\"}",
    #"[1.0,-0,2.50,1e400,12345678901234567890123,1E-7,true,false,null,[],{},[[[]]],{"a":{}}]"#,
    #"{"dup":1,"":"empty key","spaces in key":"v","a.b":"dotted","order":{"z":1,"a":2}}"#,
  ]

  @Test(arguments: compactSamples)
  func compactWriteOfCompactInputIsByteIdentical(_ text: String) throws {
    let value = try JSONParser.parse(text)
    #expect(JSONWriter.string(value, style: .compact) == text)
  }

  @Test(arguments: compactSamples)
  func prettyWriteParsesBackToTheSameValue(_ text: String) throws {
    let value = try JSONParser.parse(text)
    let pretty = JSONWriter.string(value, style: .pretty)
    #expect(pretty != text)
    #expect(try JSONParser.parse(pretty) == value)
  }

  @Test func seedFixturesRoundTrip() throws {
    let seeds = TestPaths.fixtures().appendingPathComponent("seeds")
    var checked = 0
    for file in TestPaths.files(in: seeds, withExtension: "json") {
      guard let value = try? JSONParser.parse(Data(contentsOf: file)) else { continue }
      let pretty = JSONWriter.string(value)
      #expect(try JSONParser.parse(pretty) == value, "\(file.lastPathComponent)")
      let compact = JSONWriter.string(value, style: .compact)
      #expect(JSONWriter.string(try JSONParser.parse(compact), style: .compact) == compact)
      checked += 1
    }
    #expect(checked == 14)
  }

  @Test func escapedInputIsWrittenWithMinimalEscapes() throws {
    let value = try JSONParser.parse(#"{"s":"\u00e9\/\u4e2d\ud83d\ude00\u0001"}"#)
    #expect(JSONWriter.string(value, style: .compact) == "{\"s\":\"é/中😀\\u0001\"}")
  }

  @Test func keysAndStringsSurviveAnyScalar() throws {
    var text = ""
    text.unicodeScalars.append(contentsOf: (0..<0x300).compactMap { Unicode.Scalar(UInt32($0)) })
    text += "\u{2028}\u{FEFF}🇻🇳"
    let value: JSONValue = [text: .string(text)]
    let written = JSONWriter.string(value, style: .compact)
    #expect(try JSONParser.parse(written) == value)
  }
}
