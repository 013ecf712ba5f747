import Foundation
import PushCore

/// libFuzzer target: the tokens-file reader, on a real file holding the input.
///
/// Every reported line number is within the file and increasing; every token is free of
/// whitespace and control characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let url = FuzzFile.url
  do {
    try Data(bytes).write(to: url)
  } catch {
    fatalError("cannot write \(url.path): \(error)")
  }
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  guard let reader = try? TokenFileReader(url: url) else { fatalError("cannot open the file") }
  var last = 0
  while true {
    let next: TokenFileReader.Line?
    do {
      next = try reader.next()
    } catch {
      fatalError("reading the file failed: \(error)")
    }
    guard let line = next else { break }
    let number: Int
    switch line {
    case .token(let token, let line):
      number = line
      if token.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) {
        fatalError("token with whitespace or a control character on line \(line)")
      }
    case .malformed(let line, let reason):
      number = line
      if reason.isEmpty { fatalError("malformed line \(line) with no reason") }
    }
    if number <= last || number > lines { fatalError("line \(number) after \(last) of \(lines)") }
    last = number
  }
  return 0
}

/// The per-process scratch file, in `$TMPDIR` (a folder `Tests/Fuzz/run.sh` removes when it
/// ends).
enum FuzzFile {
  static let url = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("fcm-fuzz-tokens-\(getpid())")
}
