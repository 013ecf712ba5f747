import PushCore
import Testing

@Suite struct FilterMatchTests {
  func score(_ word: String, _ text: String) -> Int? {
    FilterMatch.score(Array(word), in: FilterMatch.Text(text))
  }

  @Test func aWordStartBeatsTheMiddleOfAWordAndScatteredLettersDoNotMatch() throws {
    let springSale = try #require(score("sale", "spring-sale.json Spring Spring sale"))
    let wholesale = try #require(score("sale", "wholesale.json Trade Prices for shops"))
    #expect(springSale > wholesale)
    // s, a, le and e found apart: not what `sale` means.
    #expect(score("sale", "flash.json Flash Flash deal Hurry, ends tonight news") == nil)
  }

  @Test func initialsAndCamelCaseCountAsWordStarts() {
    #expect(score("ss", "spring-sale") != nil)
    #expect(score("ss", "springSale") != nil)
    #expect(score("ss", "mississippi") != nil)  // contiguous
    #expect(score("sl", "mississippi") == nil)  // apart, neither at a word start
    #expect(score("sprsale", "spring-sale") != nil)
  }

  @Test func oneCharacterMatchesAnywhereAndAMissingOneNever() {
    #expect(score("q", "unique") != nil)
    #expect(score("z", "spring") == nil)
    #expect(score("springs", "spring") == nil)
  }

  @Test func everyWordOfAFilterMustMatch() {
    let text = FilterMatch.Text("promo/spring-sale.json Spring sale deals")
    #expect(FilterMatch.score(filter: "promo sale", in: text) != nil)
    #expect(FilterMatch.score(filter: "promo winter", in: text) == nil)
  }
}
