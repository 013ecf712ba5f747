import Foundation

/// Streams a tokens file, one registration token per line, in bounded memory.
///
/// Blank lines and lines starting with `#` are skipped; surrounding whitespace, `\r` and a
/// UTF-8 BOM are ignored; anything that cannot be a token (including a line over 1 MiB) is
/// reported with its line number and reading goes on. The file must be a regular file, and a
/// read error is thrown rather than taken for the end of the file.
public final class TokenFileReader {
  /// One meaningful line.
  public enum Line: Sendable, Equatable {
    /// A token and its 1-based line number.
    case token(String, line: Int)
    /// A line that is not a token, and why.
    case malformed(line: Int, reason: String)
  }

  private let source: LineSource
  private let tooLong: String
  private var lineNumber = 0

  /// Opens `url` for reading; throws when it cannot be read or is not a regular file. Lines
  /// over `maximumLineLength` bytes (1 MiB) are reported and skipped.
  public init(url: URL, maximumLineLength: Int = LineSource.maximumLineLength) throws(SendError) {
    source = try LineSource(path: url.path, maximumLineLength: maximumLineLength)
    let limit =
      maximumLineLength % (1 << 20) == 0
      ? "\(maximumLineLength >> 20) MiB" : "\(maximumLineLength) bytes"
    tooLong = "is longer than \(limit), the longest line read (skipped)"
  }

  /// The next token or malformed line; nil at the end of the file. Throws on a read error.
  public func next() throws(SendError) -> Line? {
    while let line = try source.next() {
      lineNumber += 1
      guard case .bytes(let raw) = line else {
        return .malformed(line: lineNumber, reason: tooLong)
      }
      var bytes = raw[...]
      if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      while let f = bytes.first, Self.isSpace(f) { bytes = bytes.dropFirst() }
      while let l = bytes.last, Self.isSpace(l) { bytes = bytes.dropLast() }
      if bytes.isEmpty || bytes.first == UInt8(ascii: "#") { continue }
      if let reason = RegistrationToken.problem(in: bytes) {
        return .malformed(line: lineNumber, reason: reason)
      }
      return .token(String(decoding: bytes, as: UTF8.self), line: lineNumber)
    }
    return nil
  }

  /// Counts the token candidates (non-blank, non-comment lines) without keeping them: the
  /// total a progress bar shows before the campaign starts.
  public static func countCandidates(url: URL) throws(SendError) -> Int {
    let reader = try TokenFileReader(url: url)
    var count = 0
    while try reader.next() != nil { count += 1 }
    return count
  }

  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C
  }
}
