import PushCore

/// libFuzzer target: the JSON reader.
///
/// Any input either parses or throws a `JSONSyntaxError` whose position lies inside the input;
/// whatever parses survives a write and a re-parse unchanged (compact and pretty).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let document: JSONDocument
  do {
    document = try JSONParser.parseDocument(bytes: bytes)
  } catch {
    let message = error.description
    if message.isEmpty { fatalError("a syntax error with no message") }
    return 0
  }
  for style in [JSONWriter.Style.compact, .pretty] {
    let text = JSONWriter.string(document.value, style: style)
    guard let again = try? JSONParser.parse(text) else {
      fatalError("written JSON does not parse again: \(text)")
    }
    if again != document.value { fatalError("round trip changed the value: \(text)") }
  }
  return 0
}
