import Foundation

extension CampaignJournal {
  /// Reads a journal in one streaming pass, keeping only hashes of finished tokens.
  public static func recover(path: String) throws(SendError) -> Recovered {
    let reader = try LineSource(path: path)
    var recovered = Recovered()
    var inFlight: [String: Int] = [:]
    var first = true
    while let line = reader.nextLine() {
      if first {
        first = false
        recovered.header = parseHeader(line)
        if recovered.header == nil {
          throw .journal(path: path, reason: "this is not an fcm-compose journal.")
        }
        continue
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      switch fields.first {
      case "S" where fields.count >= 2:
        inFlight[String(fields[1]), default: 0] += 1
      case "O" where fields.count >= 3:
        let token = String(fields[1])
        if let n = inFlight[token] { inFlight[token] = n > 1 ? n - 1 : nil }
        switch fields[2] {
        case "sent":
          if recovered.done.insert(token) { recovered.sent += 1 }
        case "rejected":
          if recovered.done.insert(token) { recovered.rejected += 1 }
        default:
          break
        }
      case "C":
        recovered.complete = true
      default:
        continue  // a torn last line after a crash
      }
    }
    recovered.unconfirmed = inFlight.keys.filter { !recovered.done.contains($0) }.sorted()
    return recovered
  }

  private static func parseHeader(_ line: String) -> Header? {
    guard
      let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      json["fcm_compose_journal"] != nil,
      let project = json["project"] as? String,
      let digest = json["message_sha256"] as? String
    else { return nil }
    return Header(project: project, messageDigest: digest)
  }
}
