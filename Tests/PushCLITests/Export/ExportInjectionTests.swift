import Foundation
import PushCore
import Testing

/// Exports cannot be turned into code: a draft whose name, keys and values hold newlines,
/// `*/`, U+2028, quotes, `$(…)`, backticks, NUL and terminal escapes exports to programs that
/// each language's own parser reads with exactly the structure of the same draft with plain
/// values, and the curl script, run with a stand-in `curl`, runs one command and posts the
/// exact request body.
@Suite struct ExportInjectionTests {
  static let hostile = [
    "line\nbreak();", "*/ process.exit(1); /*", "sep\u{2028}require('child_process')",
    "para\u{2029}import os", "quote\" + evil() + \"", "single' + evil() + '", "$(touch PWNED)",
    "`touch PWNED`", "nul\u{0}byte", "cr\r\nos.system('x')", "esc\u{1b}]0;title\u{07}",
    "bidi\u{202E}txet", "back\\slash\\", "'''\"\"\"", "c1\u{85}\u{9b}31m",
  ]

  /// The same shape of draft: a name, notification, data pairs, unknown platform keys and APNs
  /// custom keys, all taken from `strings` (at least 8 of them, cycled).
  static func draft(_ strings: [String]) -> Draft {
    func s(_ i: Int) -> String { strings[i % strings.count] }
    var data = JSONObject()
    var custom = JSONObject()
    for i in 0..<strings.count {
      data["k\(i)" + s(i)] = .string(s(i + 1))
      custom["c\(i)" + s(i)] = .string(s(i + 2))
    }
    var aps = JSONObject()
    aps["alert"] = .object(["title": .string(s(3)), "body": .string(s(4))])
    var payload = custom
    payload["aps"] = .object(aps)
    let message: JSONObject = [
      "token": "fake-token",
      "notification": .object(["title": .string(s(0)), "body": .string(s(1))]),
      "data": .object(data),
      "android": .object(["collapse_key": .string(s(2)), "x_" + s(5): .string(s(6))]),
      "apns": .object(["payload": .object(payload)]),
      "webpush": .object(["headers": .object(["Urgency": "high", "X-" + s(7): .string(s(3))])]),
    ]
    return Draft(document: ["name": .string(s(7)), "message": .object(message)])
  }

  static let benign = hostile.indices.map { "v\($0)" }

  static func options(_ strings: [String]) -> ExportOptions {
    ExportOptions(
      project: "demo" + strings[6], now: Date(timeIntervalSince1970: 1_767_225_600),
      sourceName: "drafts/" + strings[0])
  }

  static func export(_ format: ExportFormat, _ strings: [String]) -> String {
    Exporter.export(draft(strings), as: format, options: options(strings))
  }

  /// Prints the syntax tree's shape (node types; names and literals as `Leaf`) of a file.
  static let nodeShape = """
    const acorn = require('internal/deps/acorn/acorn/dist/acorn');
    const src = require('fs').readFileSync(process.argv[1], 'utf8');
    const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'module' });
    const out = [];
    const walk = (n) => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n.type !== 'string') return;
      out.push(n.type === 'Identifier' || n.type === 'Literal' ? 'Leaf' : n.type);
      for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') walk(v);
    };
    walk(ast);
    console.log(ast.body.length + ' statements: ' + out.join(' '));
    """

  static let pythonShape = """
    import ast, sys
    tree = ast.parse(open(sys.argv[1], encoding='utf-8').read())
    print(len(tree.body), 'statements:', ' '.join(type(n).__name__ for n in ast.walk(tree)))
    """

  static func shape(_ format: ExportFormat, _ text: String) throws -> String {
    let dir = try CLIHarness.directory(with: ["export": text])
    let file = dir.appending("export").path
    let run: ExternalProcess.Result
    switch format {
    case .node:
      run = try ExternalProcess.run(["node", "--expose-internals", "-e", nodeShape, file])
    case .python: run = try ExternalProcess.run(["python3", "-c", pythonShape, file])
    default: throw ShapeError(message: "no parser for \(format)")
    }
    guard run.status == 0 else { throw ShapeError(message: "\(format) parser failed: \(run.err)") }
    return String(decoding: run.out, as: UTF8.self)
  }

  struct ShapeError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  @Test(arguments: [ExportFormat.curl, .node, .python, .go])
  func exportsHoldNoRawControlOrLineSeparator(_ format: ExportFormat) {
    let text = Self.export(format, Self.hostile)
    let raw = text.unicodeScalars.filter { TerminalSafe.mustEscape($0, layout: .multiLine) }
    #expect(raw.isEmpty, "raw \(raw.map { String($0.value, radix: 16) }) in the \(format) export")
  }

  @Test(
    .enabled(
      if: (try? ExternalProcess.run(["node", "--version"]))?.status == 0, "skipped: no node"),
    arguments: [ExportFormat.node])
  func nodeExportParsesWithTheBenignStructure(_ format: ExportFormat) throws {
    let hostile = try Self.shape(format, Self.export(format, Self.hostile))
    let benign = try Self.shape(format, Self.export(format, Self.benign))
    #expect(hostile == benign)
    #expect(benign.hasPrefix("6 statements"))
  }

  @Test func pythonExportParsesWithTheBenignStructure() throws {
    let hostile = try Self.shape(.python, Self.export(.python, Self.hostile))
    let benign = try Self.shape(.python, Self.export(.python, Self.benign))
    #expect(hostile == benign)
    #expect(benign.contains("statements: Module"))
  }

  static let hasGofmt = (try? ExternalProcess.run(["sh", "-c", "command -v gofmt"]))?.status == 0

  /// gofmt is not installed on every machine (it is not on the CI image): the Go export is then
  /// covered by the raw-character test above only.
  @Test(.enabled(if: hasGofmt, "skipped: gofmt is not installed"))
  func goExportParses() throws {
    for strings in [Self.hostile, Self.benign] {
      let dir = try CLIHarness.directory(with: ["send.go": Self.export(.go, strings)])
      let run = try ExternalProcess.run(["gofmt", "-e", dir.appending("send.go").path])
      #expect(run.status == 0, "gofmt: \(run.err)")
    }
  }

  @Test func curlScriptRunsOneCommandAndPostsTheExactBody() throws {
    let text = Self.export(.curl, Self.hostile)
    let stub = """
      #!/bin/sh
      printf '%s\\n' "$@" > "$CAPTURE/args"
      cat > "$CAPTURE/body"
      echo called >> "$CAPTURE/calls"
      """
    let dir = try CLIHarness.directory(with: ["send.sh": text])
    let bin = try CLIHarness.directory(with: ["curl": stub])
    let syntax = try ExternalProcess.run(["sh", "-n", dir.appending("send.sh").path])
    #expect(syntax.status == 0, "sh -n: \(syntax.err)")
    let run = try ExternalProcess.run([
      "sh", "-c",
      "cd \"$0\" && chmod +x \"$1/curl\" && PATH=\"$1:$PATH\" CAPTURE=\"$0\" "
        + "FCM_ACCESS_TOKEN=test sh send.sh",
      dir.path, bin.path,
    ])
    #expect(run.status == 0, "send.sh: \(run.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(!files.contains("PWNED"))
    #expect(
      try String(contentsOf: dir.appending("calls"), encoding: .utf8) == "called\n")
    let body = try JSONParser.parse(Data(contentsOf: dir.appending("body")))
    let expected = Exporter.requestBody(
      Self.draft(Self.hostile), options: Self.options(Self.hostile))
    #expect(body == expected.body)
    let args = try String(contentsOf: dir.appending("args"), encoding: .utf8)
    #expect(args.contains("/v1/projects/demo$(touch%20PWNED)/messages:send\n"))
  }
}
