import Testing

@testable import TermUI

@Suite struct ThemeRoleTests {
  @Test func everyRoleIsDottedLowercaseAndDocumented() {
    for role in ThemeRole.allCases {
      #expect(role.name.contains("."), "\(role.name) should be dotted")
      #expect(role.name == role.name.lowercased())
      #expect(role.summary.hasSuffix("."), "\(role.name) needs a one-line summary")
      #expect(!role.summary.contains("\n"))
    }
  }

  @Test func styleableNamesIncludeGroupPrefixes() {
    #expect(ThemeRole.styleableNames.contains("ui"))
    #expect(ThemeRole.styleableNames.contains("ui.field"))
    #expect(ThemeRole.styleableNames.contains("ui.statusline.profile"))
    #expect(!ThemeRole.styleableNames.contains("ui.statusbar"))
  }

  @Test func parentDropsTheLastComponent() {
    #expect(ThemeRole.parent(of: "ui.field.input.focus") == "ui.field.input")
    #expect(ThemeRole.parent(of: "ui") == nil)
  }

  @Test func builtInMonoMappingFollowsTheHouseRules() {
    #expect(ThemeRole.selection.monoModifiers == .reverse)
    #expect(ThemeRole.tabActive.monoModifiers == .reverse)
    #expect(ThemeRole.helpKey.monoModifiers == .bold)
    #expect(ThemeRole.fieldLabelFocus.monoModifiers == .bold)
    #expect(ThemeRole.textMuted.monoModifiers == .dim)
    #expect(ThemeRole.diagnosticError.monoModifiers == [.bold, .underline])
  }
}
