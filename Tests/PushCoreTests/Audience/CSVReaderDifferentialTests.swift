import Foundation
import TestSupport
import Testing

@testable import PushCore

/// The chunked CSV reader (word-at-a-time scans over a buffer, cells decoded in place) against
/// a plain byte-at-a-time reading of RFC 4180 (the reader as it was before it was made fast),
/// on random bytes read in chunks of every awkward size: cells, lines, columns, positions,
/// errors and the resynchronisation after them must all agree.
@Suite("CSV reader: chunked scan equals a byte-by-byte reading")
struct CSVReaderDifferentialTests {
  /// One record as both readers describe it.
  enum Seen: Equatable {
    case fields([String], line: Int, positions: [Int])
    case malformed(line: Int, column: Int, reason: String)
  }

  /// The reference: one byte at a time, the rules written out plainly.
  final class Reference {
    private let bytes: [UInt8]
    private var at = 0
    private let delimiter: UInt8
    private var line = 1
    private var column = 0
    private var started = false
    private let limit: Int

    init(_ bytes: [UInt8], delimiter: UInt8, limit: Int = CSVRecordReader.maximumRecordBytes) {
      self.bytes = bytes
      self.delimiter = delimiter
      self.limit = limit
    }

    private func peek() -> UInt8? { at < bytes.count ? bytes[at] : nil }
    private func advance() -> UInt8? {
      guard at < bytes.count else { return nil }
      let b = bytes[at]
      at += 1
      if b & 0xC0 != 0x80 { column += 1 }
      return b
    }
    private func newLine() {
      line += 1
      column = 0
    }
    private func skipLine() {
      while let b = advance() {
        if b == 0x0A {
          newLine()
          return
        }
      }
    }

    func next() -> Seen? {
      if !started {
        started = true
        if peek() == 0xEF {
          at += 1
          func take() -> UInt8? {
            guard at < bytes.count else { return nil }
            at += 1
            return bytes[at - 1]
          }
          if take() != 0xBB || take() != 0xBF {
            return .malformed(
              line: 1, column: 1, reason: "the file starts with bytes that are not UTF-8")
          }
        }
      }
      while true {
        guard let record = record() else { return nil }
        if case .fields(let f, _, _) = record, f.count == 1, f[0].isEmpty { continue }
        return record
      }
    }

    private func tooLong(_ recordLine: Int) -> Seen {
      skipLine()
      return .malformed(line: recordLine, column: 1, reason: "a row longer than 1 MiB")
    }

    private func record() -> Seen? {
      guard peek() != nil else { return nil }
      var fields: [String] = []
      var positions: [Int] = []
      let recordLine = line
      var count = 0
      while true {
        positions += [line, column + 1]
        var field: [UInt8] = []
        if peek() == 0x22 {
          let openLine = line
          _ = advance()
          let openColumn = column
          quoted: while true {
            guard let b = advance() else {
              return .malformed(
                line: openLine, column: openColumn, reason: "the quote opened here is never closed")
            }
            count += 1
            if count > limit { return tooLong(recordLine) }
            if b == 0x22 {
              if peek() == 0x22 {
                _ = advance()
                field.append(b)
                continue
              }
              break quoted
            }
            if b == 0x0A { newLine() }
            field.append(b)
          }
          switch peek() {
          case nil, 0x0A, 0x0D, delimiter: break
          default:
            let at = column + 1
            let badLine = line
            skipLine()
            return .malformed(
              line: badLine, column: at,
              reason: "text after a closing quote (a quote inside a quoted cell is written \"\")")
          }
        } else {
          while let b = peek(), b != delimiter, b != 0x0A {
            _ = advance()
            if b == 0x0D, peek() == 0x0A || peek() == nil { break }
            if b == 0x22 {
              let at = column
              let badLine = line
              skipLine()
              return .malformed(
                line: badLine, column: at,
                reason: "a quote inside an unquoted cell (quote the whole cell and write \"\")")
            }
            count += 1
            if count > limit { return tooLong(recordLine) }
            field.append(b)
          }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        switch advance() {
        case delimiter?: continue
        case 0x0D?:
          if peek() == 0x0A { _ = advance() }
          newLine()
        case 0x0A?: newLine()
        default: break
        }
        return .fields(fields, line: recordLine, positions: positions)
      }
    }
  }

  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "csv-diff") }

  /// The chunked reader's records of `bytes`, read from a file in this test's folder.
  func fast(_ bytes: [UInt8], delimiter: UInt8, chunk: Int, decodes: Bool = true) throws
    -> [Seen]
  {
    let url = scratch.appending("input.csv")
    try Data(bytes).write(to: url)
    let reader = CSVRecordReader(
      file: try ChunkedFile(path: url.path, chunkSize: chunk), delimiter: delimiter)
    reader.decodes = decodes
    var out: [Seen] = []
    while let record = reader.next() {
      switch record {
      case .fields(let cells, let line):
        out.append(
          .fields(cells, line: line, positions: reader.positions.flatMap { [$0.line, $0.column] }))
      case .malformed(let line, let column, let reason):
        out.append(.malformed(line: line, column: column, reason: reason))
      }
    }
    return out
  }

  static func reference(_ bytes: [UInt8], delimiter: UInt8) -> [Seen] {
    let reader = Reference(bytes, delimiter: delimiter)
    var out: [Seen] = []
    while let record = reader.next() { out.append(record) }
    return out
  }

  /// Byte strings CSV treats specially, and text around them.
  static let atoms: [[UInt8]] =
    [
      ",", "\t", "\"", "\"\"", "\n", "\r", "\r\n", "a", "tok-1", " ", "é", "🌸", "e\u{301}",
      "abcdefghijklmnop",
    ].map { Array($0.utf8) } + [[0xC3], [0x80], [0xFF], [0xEF, 0xBB, 0xBF]]

  @Test func randomBytesInEveryChunkSize() throws {
    var state: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    for trial in 0..<400 {
      var bytes: [UInt8] = next(8) == 0 ? [0xEF, 0xBB, 0xBF] : []
      for _ in 0..<next(60) { bytes += Self.atoms[next(Self.atoms.count)] }
      let delimiter: UInt8 = next(3) == 0 ? 0x09 : UInt8(ascii: ",")
      let expected = Self.reference(bytes, delimiter: delimiter)
      for chunk in [1, 2, 3, 7, 8, 9, 64, 1 << 16] {
        let found = try fast(bytes, delimiter: delimiter, chunk: chunk)
        #expect(found == expected, "trial \(trial), chunk \(chunk): \(bytes)")
        let counted = try fast(bytes, delimiter: delimiter, chunk: chunk, decodes: false)
        #expect(counted.count == expected.count, "trial \(trial), chunk \(chunk): count only")
      }
    }
  }

  @Test(arguments: [false, true])
  func rowsOverOneMebibyteAreCutWhereTheByteByByteReaderCutsThem(quoted: Bool) throws {
    let cell = [UInt8](repeating: UInt8(ascii: "x"), count: CSVRecordReader.maximumRecordBytes)
    let body = quoted ? [0x22] + cell + Array("\n\"y".utf8) + [0x22] : cell + Array("yz".utf8)
    let bytes = Array("tok-1,".utf8) + body + Array("\ntok-2,ok\n".utf8)
    let expected = Self.reference(bytes, delimiter: UInt8(ascii: ","))
    #expect(expected.contains { if case .malformed = $0 { true } else { false } })
    for chunk in [7, 1 << 16] {
      #expect(try fast(bytes, delimiter: UInt8(ascii: ","), chunk: chunk) == expected)
    }
  }
}
