import TermUI

/// libFuzzer target: the key input decoder and the key notation parser.
///
/// The bytes are read as a stream of terminal reports (scalars, decoded keys, paste brackets,
/// batch ends); the decoder must never trap, and a paste's text holds exactly the scalars fed
/// between the brackets, with CR LF and lone CR becoming LF. The same bytes as text go to
/// `KeyNotation.parse`, whose result must print back to something that parses the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var decoder = InputDecoder()
  var batch: [RawInput] = []
  var i = 0
  while i < bytes.count {
    let op = bytes[i]
    i += 1
    let arg = i < bytes.count ? bytes[i] : 0
    switch op % 8 {
    case 0, 1, 2:
      batch.append(.scalar(Unicode.Scalar(arg)))
      i += 1
    case 3:
      // A scalar from two bytes, anywhere in the BMP (surrogates fall back to U+FFFD).
      let high = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
      let value = UInt32(arg) | high << 8
      batch.append(.scalar(Unicode.Scalar(value) ?? "\u{FFFD}"))
      i += 2
    case 4:
      let codes: [KeyCode] = [
        .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right,
        .home, .end, .pageUp, .pageDown, .insert, .f(Int(arg % 24)), .char("x"), .char("é"),
      ]
      let code = codes[Int(arg) % codes.count]
      batch.append(.key(code, KeyModifiers(rawValue: arg >> 4)))
      i += 1
    case 5: batch.append(.pasteStart)
    case 6: batch.append(.pasteEnd)
    default:
      _ = decoder.decode(batch)
      batch.removeAll()
    }
  }
  _ = decoder.decode(batch)
  let text = String(decoding: bytes, as: UTF8.self)
  if let keys = try? KeyNotation.parse(text) {
    // Notations concatenate (`<tab>Sale<C-s>`): a space between them would be a key itself.
    let printed = keys.map(\.notation).joined()
    guard let again = try? KeyNotation.parse(printed) else {
      fatalError("printed notation does not parse: \(printed)")
    }
    if again != keys { fatalError("notation round trip changed \(printed)") }
  }
  return 0
}
