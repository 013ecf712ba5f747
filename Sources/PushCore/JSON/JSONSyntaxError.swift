/// A JSON syntax error, located by line, column and byte offset.
///
/// - `line` is 1-based; lines end at `\n`, `\r\n` or a lone `\r`.
/// - `column` is 1-based and counts Unicode scalars (not bytes, not grapheme clusters) from the
///   start of the line, so `é` written as one precomposed scalar is one column and an emoji
///   written with a zero-width joiner sequence is several. A leading UTF-8 byte order mark is
///   not counted.
/// - `offset` is the 0-based byte offset into the UTF-8 input (a byte order mark included).
///
/// `description` renders `line L, column C: message`, the form the CLI prints.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake was found, for callers that react to specific mistakes.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The input holds no value at all (empty, or only whitespace).
    case emptyInput
    /// The input ended while a container or value was still open.
    case unexpectedEndOfInput
    /// A character that cannot appear at this place.
    case unexpectedCharacter
    /// An object key not followed by `:`.
    case missingColon
    /// Two members or elements not separated by `,`.
    case missingComma
    /// A `,` directly before `}` or `]`.
    case trailingComma
    /// A `}` closing an array or a `]` closing an object.
    case mismatchedBracket
    /// A string or key in single quotes.
    case singleQuotes
    /// Typographic quotes (`“ ” ‘ ’`) where JSON needs a straight `"`.
    case curlyQuotes
    /// An object key without quotes.
    case unquotedKey
    /// A `//` or `/* */` comment.
    case comment
    /// A word that is not `true`, `false` or `null` (e.g. `True`, `None`, `undefined`).
    case invalidLiteral
    /// A malformed number (leading zeros, `+1`, `.5`, `1.`, `NaN`, `0x1F`, …).
    case invalidNumber
    /// A string without its closing quote.
    case unterminatedString
    /// A raw control character (e.g. a line break) inside a string.
    case controlCharacterInString
    /// A backslash escape JSON does not define.
    case invalidEscape
    /// A `\uD800`–`\uDFFF` escape that is not part of a surrogate pair.
    case loneSurrogate
    /// Bytes that are not valid UTF-8.
    case invalidUTF8
    /// A character that looks like whitespace but is not JSON whitespace (e.g. U+00A0).
    case invalidWhitespace
    /// More text after the complete top-level value.
    case trailingContent
    /// Containers nested deeper than `JSONParser.maximumDepth`.
    case tooDeep
  }

  /// What kind of mistake this is.
  public var kind: Kind
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int
  /// 0-based byte offset into the input.
  public var offset: Int
  /// What was found and what was expected, e.g.
  /// `expected ':' after object key "notification", found '{'`.
  public var message: String

  /// Creates an error; the parser computes `line` and `column` from `offset`.
  public init(kind: Kind, line: Int, column: Int, offset: Int, message: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.offset = offset
    self.message = message
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
