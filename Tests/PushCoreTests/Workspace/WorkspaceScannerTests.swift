import Foundation
import PushCore
import TestSupport
import Testing

@Suite struct WorkspaceScannerTests {
  @Test(arguments: [
    ("*.json", "a.json", true), ("*.json", "dir/a.json", false), ("a?c", "abc", true),
    ("a?c", "a/c", false), ("**/tmp", "x/y/tmp", true), ("**/tmp", "tmp", true),
    ("build/**", "build/a/b.json", true), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true),
    ("[a-c]x", "bx", true), ("[!a-c]x", "bx", false), ("[!a-c]x", "dx", true),
    ("\\*lit", "*lit", true), ("\\*lit", "xlit", false), ("[unclosed", "[unclosed", true),
  ])
  func globsMatchLikeGit(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test func gitignoreRulesNegationAnchoringAndFolders() {
    var rules = IgnoreRules()
    rules.add(
      gitignore: "# comment\n\n*.tmp.json\n/drafts-old/\nbuild/\n!keep.tmp.json\nsub/only.json\n",
      base: "")
    #expect(rules.isIgnored("x.tmp.json", isDirectory: false))
    #expect(rules.isIgnored("deep/x.tmp.json", isDirectory: false))
    #expect(!rules.isIgnored("keep.tmp.json", isDirectory: false))
    #expect(rules.isIgnored("drafts-old", isDirectory: true))
    #expect(!rules.isIgnored("a/drafts-old", isDirectory: true), "anchored to the root")
    #expect(rules.isIgnored("a/build", isDirectory: true))
    #expect(!rules.isIgnored("build", isDirectory: false), "build/ matches only folders")
    #expect(rules.isIgnored("sub/only.json", isDirectory: false))
    #expect(!rules.isIgnored("x/sub/only.json", isDirectory: false))
  }

  @Test func listsJSONRecursivelySkippingHiddenAndIgnored() throws {
    let folder = try TemporaryDirectory(prefix: "fcm-ws")
    let draft = #"{"message": {"topic": "news"}}"#
    try folder.write("a.json", draft)
    try folder.write("promo/b.json", draft)
    try folder.write("promo/deep/c.JSON", draft)
    try folder.write("notes.txt", "not json")
    try folder.write(".hidden.json", draft)
    try folder.write(".git/config.json", draft)
    try folder.write(".fcm-compose/templates/t.json", draft)
    try folder.write("node_modules/pkg/package.json", "{}")
    try folder.write(".gitignore", "node_modules/\n*.bak.json\n")
    try folder.write("old.bak.json", draft)
    try folder.write("promo/.gitignore", "deep/\n")
    let paths = WorkspaceScanner.list(root: folder.url).map(\.path)
    #expect(paths == ["a.json", "promo/b.json"])
  }

  @Test func holdsDraftsOnlyWhenAFileIsADraft() throws {
    let folder = try TemporaryDirectory(prefix: "fcm-ws")
    try folder.write("package.json", #"{"name": "x"}"#)
    #expect(!WorkspaceScanner.holdsDrafts(folder.url))
    try folder.write("campaigns/sale.json", #"{"message": {"topic": "news"}}"#)
    #expect(WorkspaceScanner.holdsDrafts(folder.url))
  }
}
