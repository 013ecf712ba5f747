import Foundation
import PushCore

/// The end-of-send summary: counts, failures by error code with what to do, and how to finish
/// an interrupted campaign.
struct SendSummaryPrinter {
  var summary: CampaignSummary
  var reportPath: String?
  var journalPath: String?
  var resumeHint: String
  /// The summary's first word (`Sent`, `Validated`; `Subscribed` for topic changes).
  var verb: String? = nil

  func text() -> String {
    var out = ""
    let s = summary
    let verb = self.verb ?? (s.dryRun ? "Validated" : "Sent")
    let rate = s.elapsed > 0 ? Double(s.attempted) / s.elapsed : 0
    // The audience counts every recipient, those a stopping problem left unsent too.
    let audience = s.attempted + s.notSent
    out += "\(verb) \(s.sent) of \(audience) in \(String(format: "%.1f", s.elapsed)) s"
    if s.attempted > 1 && s.notSent == 0 { out += " (\(Int(rate.rounded()))/s)" }
    out += s.abortReason.map { ": " + Self.brief($0) + ".\n" } ?? ".\n"
    if s.notSent > 0 {
      out += "Not sent: \(s.notSent)"
      out += reportPath.map { " (each is in \($0) as ABORTED)\n" } ?? "\n"
    }
    if s.notDelivered > 0 {
      let what = self.verb != nil ? "done" : s.dryRun ? "valid" : "delivered"
      out += "Not \(what): \(s.notDelivered)\n"
      for (rawCode, count) in s.failuresByCode.sorted(by: {
        $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
      }) {
        let code = TerminalSafe.escaped(rawCode)
        let padded = code.padding(toLength: max(code.count, 22), withPad: " ", startingAt: 0)
        out += "  \(padded) \(String(count).leftPadded(6))  \(Self.advice(rawCode))\n"
      }
    }
    if s.unregistered > 0 {
      out +=
        reportPath.map { "Tokens to delete (UNREGISTERED) are listed in \($0).\n" }
        ?? "Add --report FILE to get the list of tokens to delete (UNREGISTERED).\n"
    }
    var skipped: [String] = []
    if s.duplicates > 0 {
      skipped.append("\(s.duplicates) duplicate token\(s.duplicates == 1 ? "" : "s") (sent once)")
    }
    if s.malformedLines > 0 {
      skipped.append("\(s.malformedLines) malformed line\(s.malformedLines == 1 ? "" : "s")")
    }
    if !skipped.isEmpty { out += "Skipped: " + skipped.joined(separator: ", ") + ".\n" }
    if s.alreadyDone > 0 { out += "Already done by the earlier run: \(s.alreadyDone).\n" }
    if s.unconfirmed > 0 {
      out +=
        "Unconfirmed: \(s.unconfirmed) token(s) may or may not have the message (the request "
        + "went out but no answer came: timeout, dropped connection, or an interrupted run); "
        + "they are never sent again by themselves. --resume --resend-unconfirmed sends them "
        + "once more, with the campaign's collapse identity so a second copy replaces the first"
        + (journalPath.map { " (journal: \($0))" } ?? "") + ".\n"
    }
    if s.resentUnconfirmed > 0 {
      out += "Resent \(s.resentUnconfirmed) unconfirmed token(s): they may get the message twice"
      if let identity = s.collapseIdentity {
        out +=
          ", but every message of this campaign carries one collapse identity (the draft's own "
          + "where set, else \(identity)) in Android collapse_key and tag, apns-collapse-id and "
          + "the web push Topic, so the second copy replaces the first on the device.\n"
      } else {
        out +=
          "; this journal's messages carry no collapse identity (an older journal, or a "
          + "single-token send), so a second copy may show as a second notification.\n"
      }
    }
    if let reportPath { out += "Report: \(reportPath)\n" }
    if s.stopped || s.abortReason != nil || !s.failedByCode.isEmpty, let journalPath {
      out += "To finish, rerun with --resume: \(resumeHint) (journal: \(journalPath)).\n"
    }
    for warning in s.warnings { out += "warning: \(TerminalSafe.escaped(warning))\n" }
    return out
  }

  /// The first sentence of `error`, as the summary's headline ends: "no access token from
  /// https://oauth2.googleapis.com/token: Couldn't connect to server".
  static func brief(_ error: SendError) -> String {
    let text = error.description
    let sentence = text.range(of: ". ").map { String(text[..<$0.lowerBound]) } ?? text
    let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    return TerminalSafe.escaped(trimmed.prefix(1).lowercased() + trimmed.dropFirst())
  }

  static func advice(_ code: String) -> String {
    switch code {
    case "UNREGISTERED": "delete these tokens (app uninstalled or token expired)"
    case "INVALID_ARGUMENT": "malformed tokens: check how they were collected"
    case "SENDER_ID_MISMATCH": "tokens from another Firebase project"
    case "THIRD_PARTY_AUTH_ERROR": "APNs/web push credentials missing in the Firebase project"
    case "QUOTA_EXCEEDED", "RESOURCE_EXHAUSTED": "rate limit: lower --concurrency, then --resume"
    case "UNAVAILABLE", "INTERNAL": "FCM temporarily failing: --resume later"
    case "NETWORK": "no answer from FCM: check the network, then --resume"
    default: "see FCM's error reference"
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
