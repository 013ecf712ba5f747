import Foundation
import PushCore

/// The machine forms of a folder check: `--json` and SARIF 2.1.0 (GitHub code scanning).
enum FolderReportJSON {
  static func report(_ files: [CheckedFile]) -> JSONValue {
    let tally = WorkspaceTally(files.map(\.summary))
    func number(_ n: Int) -> JSONValue { .number(JSONNumber(n)) }
    let largest = WorkspaceTally.largest(files.map(\.summary), count: 5).compactMap {
      index -> JSONValue? in
      guard let payload = files[index].summary.largest else { return nil }
      return .object([
        "file": .string(files[index].name),
        "platform": .string(payload.platform.rawValue), "bytes": number(payload.bytes),
        "limit": number(payload.limit),
      ])
    }
    let drafts = files.map { file -> JSONValue in
      var object: JSONObject = ["file": .string(file.name), "status": .string(file.status)]
      if let name = file.summary.name { object["name"] = .string(name) }
      object["errors"] = number(file.findings.filter { $0.severity == .error }.count)
      object["warnings"] = number(file.findings.filter { $0.severity == .warning }.count)
      if let payload = file.summary.largest {
        object["payload"] = .object([
          "platform": .string(payload.platform.rawValue), "bytes": number(payload.bytes),
          "limit": number(payload.limit),
        ])
      }
      if case .notADraft(let reason) = file.summary.content { object["reason"] = .string(reason) }
      object["findings"] = .array(
        file.findings.map { f in
          var item: JSONObject = [
            "severity": .string(f.severity.rawValue), "rule": .string(f.rule.rawValue),
          ]
          if f.rule.rule.level == .dropped { item["class"] = .string(Rule.Level.dropped.rawValue) }
          if let path = f.path { item["path"] = .string(path.description) }
          item["line"] = number(f.line)
          item["column"] = number(f.column)
          item["message"] = .string(f.message)
          return .object(item)
        })
      return .object(object)
    }
    return .object([
      "files": number(tally.files), "valid": number(tally.valid),
      "with_warnings": number(tally.withWarnings), "with_errors": number(tally.withErrors),
      "not_drafts": number(tally.notDrafts), "largest": .array(largest), "drafts": .array(drafts),
    ])
  }

  /// A SARIF 2.1.0 log with one run: a rule per rule-table entry found (its why as the
  /// description) and a result per finding, located by file, line and column.
  static func sarif(_ files: [CheckedFile]) -> JSONValue {
    var rules: [RuleID: String] = [:]
    var order: [RuleID] = []
    var results: [JSONValue] = []
    for file in files {
      for f in file.findings {
        if rules[f.rule] == nil {
          order.append(f.rule)
          rules[f.rule] = f.rule.rule.why
        }
        let level =
          switch f.severity {
          case .error: "error"
          case .warning: "warning"
          case .info: "note"
          }
        let region: JSONObject = [
          "startLine": .number(JSONNumber(f.line)), "startColumn": .number(JSONNumber(f.column)),
        ]
        let location: JSONObject = [
          "physicalLocation": .object([
            "artifactLocation": .object(["uri": .string(uri(file.name))]),
            "region": .object(region),
          ])
        ]
        var message = f.message
        if let path = f.path { message = "\(path): " + message }
        results.append(
          .object([
            "ruleId": .string(f.rule.rawValue), "level": .string(level),
            "message": .object(["text": .string(message)]),
            "locations": .array([.object(location)]),
          ]))
      }
    }
    let driver: JSONObject = [
      "name": .string("fcm-compose"), "version": .string(Usage.version),
      "informationUri": .string("https://firebase.google.com/docs/cloud-messaging"),
      "rules": .array(
        order.map { id in
          .object([
            "id": .string(id.rawValue),
            "shortDescription": .object(["text": .string(rules[id] ?? id.rawValue)]),
          ])
        }),
    ]
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object(["tool": .object(["driver": .object(driver)]), "results": .array(results)])
      ]),
    ])
  }

  /// A relative file name as a URI reference (spaces and other characters percent-encoded).
  static func uri(_ name: String) -> String {
    var path = name
    if path.hasPrefix("./") { path.removeFirst(2) }
    return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  }
}
