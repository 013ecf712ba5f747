/// Checks FCM topic conditions: `'a' in topics && ('b' in topics || !('c' in topics))`.
///
/// Grammar: expr := term (('&&' | '||') term)*; term := '!' term | '(' expr ')' | atom;
/// atom := quoted-topic 'in' 'topics'. At most five topics.
struct ConditionParser {
  /// A grammar problem, with the 1-based character position it was found at.
  struct Problem: Error, Equatable {
    var position: Int
    var message: String
  }

  private let chars: [Character]
  private var i = 0
  private(set) var topics: [String] = []

  init(_ text: String) { chars = Array(text) }

  /// Parses the whole condition, returning its topics.
  static func topics(in condition: String) -> Result<[String], Problem> {
    var parser = ConditionParser(condition)
    do {
      try parser.parseExpression()
      parser.skipSpaces()
      if parser.i < parser.chars.count {
        throw parser.problem("expected && or || before \"\(parser.rest)\"")
      }
      return .success(parser.topics)
    } catch let p as Problem {
      return .failure(p)
    } catch {
      return .failure(Problem(position: 1, message: "\(error)"))
    }
  }

  private var rest: String { String(chars[i...].prefix(12)) }

  private func problem(_ message: String) -> Problem { Problem(position: i + 1, message: message) }

  private mutating func skipSpaces() {
    while i < chars.count, chars[i] == " " { i += 1 }
  }

  private mutating func parseExpression() throws {
    try parseTerm()
    while true {
      skipSpaces()
      if consume("&&") || consume("||") {
        try parseTerm()
      } else if i < chars.count, chars[i] == "&" || chars[i] == "|" {
        throw problem("use && or || (doubled)")
      } else {
        return
      }
    }
  }

  private mutating func parseTerm() throws {
    skipSpaces()
    guard i < chars.count else { throw problem("expected a topic test like 'news' in topics") }
    if consume("!") {
      try parseTerm()
    } else if consume("(") {
      try parseExpression()
      skipSpaces()
      guard consume(")") else { throw problem("expected ) to close the parenthesis") }
    } else {
      try parseAtom()
    }
  }

  private mutating func parseAtom() throws {
    guard chars[i] == "'" || chars[i] == "\"" else {
      throw problem("expected a quoted topic name like 'news', found \"\(rest)\"")
    }
    let quote = chars[i]
    i += 1
    let start = i
    while i < chars.count, chars[i] != quote { i += 1 }
    guard i < chars.count else { throw problem("topic name is missing its closing quote") }
    let name = String(chars[start..<i])
    i += 1
    guard AllowedCharacters.topic.matches(name, count: 1...Int.max) else {
      throw Problem(position: start, message: "\"\(name)\" is not a valid topic name")
    }
    skipSpaces()
    guard consumeWord("in") else { throw problem("expected \"in topics\" after '\(name)'") }
    skipSpaces()
    guard consumeWord("topics") else { throw problem("expected \"topics\" after \"in\"") }
    topics.append(name)
  }

  private mutating func consume(_ token: String) -> Bool {
    let t = Array(token)
    guard i + t.count <= chars.count, Array(chars[i..<i + t.count]) == t else { return false }
    i += t.count
    return true
  }

  private mutating func consumeWord(_ word: String) -> Bool {
    let save = i
    guard consume(word) else { return false }
    if i < chars.count, chars[i].isLetter || chars[i].isNumber {
      i = save
      return false
    }
    return true
  }
}
