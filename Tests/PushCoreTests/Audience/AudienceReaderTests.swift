import Foundation
import PushCore
import TestSupport
import Testing

@Suite("Audience files: CSV and JSON Lines edge cases")
struct AudienceReaderTests {
  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "audience") }

  /// A file of `bytes` named `name` in a fresh folder of this test's.
  private func write(_ bytes: [UInt8], name: String = "a.csv") throws -> URL {
    let dir = scratch.appending(UUID().uuidString)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  private func read(_ text: String, name: String = "a.csv", bom: Bool = false) throws -> (
    AudienceHeader, [AudienceReader.Item]
  ) {
    let url = try write((bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8), name: name)
    let reader = try AudienceReader(url: url, source: name)
    var items: [AudienceReader.Item] = []
    while let item = reader.next() { items.append(item) }
    return (reader.header, items)
  }

  private func rows(_ items: [AudienceReader.Item]) -> [AudienceRow] {
    items.compactMap { if case .row(let r) = $0 { r } else { nil } }
  }

  private func issues(_ items: [AudienceReader.Item]) -> [AudienceIssue] {
    items.compactMap { if case .issue(let i) = $0 { i } else { nil } }
  }

  @Test func quotedCellsHoldDelimitersQuotesAndNewlines() throws {
    let (header, items) = try read(
      "token,name,note\ntok-1,\"Bo, \"\"B\"\"\",\"two\nlines\"\ntok-2,Ana,x\n")
    #expect(header.columns == ["token", "name", "note"])
    let r = rows(items)
    #expect(r.count == 2)
    #expect(r[0].cells == ["tok-1", "Bo, \"B\"", "two\nlines"])
    #expect(r[1].line == 4, "the second row starts after the embedded newline")
    #expect(r[1].number == 2)
  }

  @Test func bomAndCRLFAreIgnored() throws {
    let (header, items) = try read("token,name\r\ntok-1,Ana\r\ntok-2,Bo\r\n", bom: true)
    #expect(header.columns == ["token", "name"])
    #expect(rows(items).map(\.cells) == [["tok-1", "Ana"], ["tok-2", "Bo"]])
  }

  @Test func emptyCellsAndShortRowsAreEmpty() throws {
    let (header, items) = try read("token,first_name,city\ntok-1,,Oslo\ntok-2\n\n")
    let r = rows(items)
    #expect(r.map(\.cells) == [["tok-1", "", "Oslo"], ["tok-2", "", ""]])
    #expect(r[0].value("first_name", in: header) == "")
    #expect(r[0].value("missing", in: header) == nil)
    let filled = try Template(parsing: "Hi {{first_name|there}}").render {
      r[0].value($0, in: header)
    }
    #expect(filled == "Hi there")
  }

  @Test func nonBMPTextIsKeptIntact() throws {
    let (_, items) = try read("token,name\ntok-1,🌸 𝒜na 👩‍💻\n")
    #expect(rows(items).first?.cells[1] == "🌸 𝒜na 👩‍💻")
  }

  @Test func tabSeparatedFilesAreDetected() throws {
    let (header, items) = try read("token\tname\tnote\ntok-1\tAna, Jr.\t\"x\ty\"\n")
    #expect(header.columns == ["token", "name", "note"])
    #expect(rows(items).first?.cells == ["tok-1", "Ana, Jr.", "x\ty"])
  }

  @Test func badRowsAreReportedWithLineAndColumnAndSkipped() throws {
    let (_, items) = try read(
      "token,name\ntok-1,Ana\n,Nobody\ntok-1,Again\ntok-4,bad\"quote\ntok-5,\"closed\"x\n"
        + "not a token,Zed\ntok-8,a,b\ntok-9,Last\n")
    let found = issues(items)
    #expect(
      found.map { "\($0.line):\($0.column ?? 0)" } == ["3:1", "4:1", "5:10", "6:15", "7:1", "8:9"])
    #expect(found[0].reason.contains("no token"))
    #expect(found[1].reason.contains("duplicate"))
    #expect(found[2].reason.contains("quote inside an unquoted cell"))
    #expect(found[3].reason.contains("after a closing quote"))
    #expect(found[4].reason.contains("not a registration token"))
    #expect(found[5].reason.contains("3 cells, but the header has 2"))
    #expect(found[0].description == "a.csv:3:1 (row 2): no token (the token cell is empty)")
    #expect(rows(items).map(\.token) == ["tok-1", "tok-9"])
    #expect(rows(items).last?.number == 8)
  }

  @Test func anUnclosedQuoteNamesWhereItOpened() throws {
    let (_, items) = try read("token,name\ntok-1,\"never closed\ntok-2,Bo\n")
    #expect(issues(items).map(\.line) == [2])
    #expect(issues(items).first?.column == 7)
    #expect(issues(items).first?.reason.contains("never closed") == true)
  }

  @Test func aHeaderWithoutTokenIsRefused() throws {
    let url = try write(Array("name,email\nAna,a@x\n".utf8))
    #expect(throws: AudienceError.self) { try AudienceReader(url: url, source: "a.csv") }
    do {
      _ = try AudienceReader(url: url, source: "a.csv")
    } catch {
      #expect(error.description.contains("a.csv:1: no \"token\" column"))
    }
  }

  @Test func fidIsAcceptedAsTheRecipientColumn() throws {
    let (header, items) = try read("fid,name\nfid-1,Ana\n")
    #expect(header.columns[header.recipientColumn] == "fid")
    #expect(header.variables == ["name"])
    #expect(rows(items).first?.token == "fid-1")
  }

  @Test func jsonLinesUseTheFirstObjectsKeys() throws {
    let (header, items) = try read(
      "{\"token\":\"tok-1\",\"name\":\"Ana\",\"n\":3}\n\n{\"token\":\"tok-2\",\"n\":true}\n"
        + "{broken\n[1]\n{\"token\":5}\n",
      name: "a.jsonl")
    #expect(header.columns == ["token", "name", "n"])
    #expect(rows(items).map(\.cells) == [["tok-1", "Ana", "3"], ["tok-2", "", "true"]])
    #expect(issues(items).map(\.line) == [4, 5, 6])
  }

  @Test func countRowsCountsEveryRow() throws {
    let url = try write(Array("token\nt1\nt2\nt2\n\"bad\n".utf8))
    #expect(try AudienceReader.countRows(url: url) == 4)
  }
}
