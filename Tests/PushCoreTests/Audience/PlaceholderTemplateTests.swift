import PushCore
import Testing

@Suite("Templates: {{placeholders}}")
struct PlaceholderTemplateTests {
  private func fill(_ text: String, _ values: [String: String]) throws -> String {
    try Template(parsing: text).render { values[$0] }
  }

  @Test func variablesAreFilledFromTheRow() throws {
    #expect(
      try fill(
        "Hi {{first_name}}, order {{order_id}} shipped", ["first_name": "Ana", "order_id": "A1"])
        == "Hi Ana, order A1 shipped")
    #expect(try fill("{{ first_name }}!", ["first_name": "Bo"]) == "Bo!")
  }

  @Test func fallbackFillsAnEmptyOrMissingCell() throws {
    #expect(try fill("Hi {{first_name|there}}", ["first_name": ""]) == "Hi there")
    #expect(try fill("Hi {{first_name|there}}", [:]) == "Hi there")
    #expect(try fill("Hi {{first_name|there}}", ["first_name": "Ana"]) == "Hi Ana")
    #expect(try fill("Hi {{first_name|}}!", [:]) == "Hi !")
    #expect(try fill("Hi {{first_name}}!", ["first_name": ""]) == "Hi !")
  }

  @Test func quadrupleBracesAreLiteralBraces() throws {
    #expect(try fill("{{{{not}}}} {{x}}", ["x": "1"]) == "{{not}} 1")
    #expect(try fill("a { b } c }} d", [:]) == "a { b } c }} d")
    let template = try Template(parsing: "{{{{x}}}}")
    #expect(!template.hasVariables)
    #expect(template.source == "{{{{x}}}}")
  }

  @Test func nonBMPTextSurvivesAroundPlaceholders() throws {
    #expect(try fill("🌸 {{name}} 👩‍💻", ["name": "𝒜na"]) == "🌸 𝒜na 👩‍💻")
  }

  @Test func unclosedBracesAreReportedWithTheirColumn() {
    #expect(
      throws: Template.SyntaxError(
        column: 4, message: "\"{{\" is not closed with \"}}\" (write {{{{ for a literal {{)")
    ) {
      try Template(parsing: "Hi {{name")
    }
    #expect(throws: Template.SyntaxError.self) { try Template(parsing: "🌸 {{a {{b}}") }
    do {
      _ = try Template(parsing: "🌸 {{a {{b}}")
    } catch {
      #expect(error.column == 3, "columns count characters, not bytes")
    }
  }

  @Test func badNamesAreRefused() {
    #expect(throws: Template.SyntaxError.self) { try Template(parsing: "{{}}") }
    #expect(throws: Template.SyntaxError.self) { try Template(parsing: "{{first name}}") }
    #expect(throws: Template.SyntaxError.self) { try Template(parsing: "{{1st}}") }
  }

  @Test func variablesAreListedOnceInOrder() throws {
    let t = try Template(parsing: "{{b}} {{a}} {{b|x}}")
    #expect(t.variables == ["b", "a"])
  }
}

@Suite("Placeholders in a message")
struct MessagePersonalizationTests {
  @Test func sitesAreEveryStringValueButNeverKeysOrTargets() {
    let message: JSONObject = [
      "token": "{{token}}",
      "notification": ["title": "Hi {{name}}", "body": "plain"],
      "data": ["{{key}}": "v", "link": "shop://{{id}}"],
      "android": ["notification": ["title_loc_args": ["{{name}}"]]],
    ]
    let p = MessagePersonalization(message: message)
    #expect(
      p.sites.map(\.path.description) == [
        "message.notification.title", "message.data.link",
        "message.android.notification.title_loc_args[0]",
      ])
    #expect(p.problems.map(\.path.description) == ["message.token", "message.data[\"{{key}}\"]"])
    #expect(p.problems.last?.message.contains("not allowed in keys") == true)
  }

  @Test func unknownVariablesSuggestAColumn() {
    let p = MessagePersonalization(message: ["notification": ["title": "Hi {{frist_name}}"]])
    let problems = p.unknownVariables(columns: ["first_name", "order_id"])
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("did you mean \"first_name\"") == true)
    #expect(p.unknownVariables(columns: ["frist_name"]).isEmpty)
  }

  @Test func aTemplateSyntaxErrorNamesThePathAndColumn() {
    let p = MessagePersonalization(message: ["notification": ["body": "Order {{id"]])
    #expect(
      p.problems.first?.description.hasPrefix("error: message.notification.body: column 7:") == true
    )
  }

  /// The cheap tests that spare parsing: a doubled brace anywhere, and only a doubled one (the
  /// scan's edges: the first and last bytes, a lone brace at the end, braces apart).
  @Test func doubledBracesAreFoundAnywhereAndOnlyThere() {
    for text in [
      "{{", "}}", "{{x", "x}}", "é {{name}}", "🌸{{", "a{b{{",
      String(repeating: "{ ", count: 50) + "{{",
    ] {
      #expect(Template.mayContainPlaceholders(text), "\(text)")
    }
    for text in [
      "", "{", "}", "a{", "{a}", "{ {", "} }", "é{ü}", String(repeating: "{a", count: 500),
    ] {
      #expect(!Template.mayContainPlaceholders(text), "\(text)")
    }
    #expect(Template.opensPlaceholder("Hi {{first_name}}"))
    #expect(Template.opensPlaceholder("x{{"))
    #expect(!Template.opensPlaceholder("Hi first_name}}"))
    #expect(!Template.opensPlaceholder("{ {"))
    #expect(!Template.opensPlaceholder("{"))
  }
}
