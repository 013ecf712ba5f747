import Foundation
import PushCore

/// `validate FILE --audience A`: every row's message checked, and a summary printed (rows OK,
/// rows with problems by rule, largest payload and its row).
enum ValidateAudience {
  struct Outcome {
    /// The JSON record for `--json`.
    var record: JSONValue?
    /// Whether the audience makes validation fail (errors; with `--strict`, anything).
    var failed: Bool
    /// The audience file could not be used at all (exit 2).
    var unusable: Bool
  }

  static func run(
    _ draft: Draft, audience: (url: URL, name: String), now: Date, strict: Bool, json: Bool,
    context: CommandContext
  ) -> Outcome {
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: audience.url, source: audience.name)
    } catch {
      if json {
        let record: JSONValue = [
          "audience": .string(audience.name), "severity": "error",
          "message": .string(error.description),
        ]
        return Outcome(record: record, failed: true, unusable: true)
      }
      context.writeErr("fcm-compose: \(error)\n")
      return Outcome(record: nil, failed: true, unusable: true)
    }
    let summary = AudienceValidator.run(draft: draft, reader: reader, now: now)
    let failed = strict ? summary.hasStrictProblems : !summary.isClean
    if json {
      return Outcome(
        record: AudienceInput.summaryJSON(summary, name: audience.name), failed: failed,
        unusable: false)
    }
    for line in AudienceInput.summaryLines(summary, name: audience.name) {
      context.writeOut(line + "\n")
    }
    return Outcome(record: nil, failed: failed, unusable: false)
  }
}
