import Config

/// libFuzzer target: the TOML reader behind `config.toml` and theme files, and the profile
/// table reader on top of it. Bad input must end in a `TOMLSyntaxError` or `ConfigError`
/// whose position lies inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  // Lines end at LF bytes (a CR LF is one Swift `Character`, so count bytes, not characters).
  let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  do {
    _ = try TOMLParser.parse(text)
  } catch {
    if error.position.line < 1 || error.position.line > lineCount + 1 {
      fatalError("syntax error at line \(error.position.line) of \(lineCount)")
    }
  }
  _ = try? ProfileConfig.parse(text, path: "fuzz.toml", directory: "/tmp", home: "/home/fuzz")
  return 0
}
