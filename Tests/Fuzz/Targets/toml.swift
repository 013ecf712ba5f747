import Config

/// libFuzzer target: the TOML reader behind `config.toml` and theme files, and the profile
/// table reader on top of it. Bad input must end in a `TOMLSyntaxError` or `ConfigError`
/// whose position lies inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
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
