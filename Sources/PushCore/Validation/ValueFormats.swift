import Foundation

/// Parsers for the scalar encodings FCM uses (proto3 JSON), shared by validation, rendering
/// and the composer's input conversion.
public enum ValueFormats {
  /// Seconds of a `google.protobuf.Duration` string such as `"3.5s"`; nil if malformed.
  public static func durationSeconds(_ text: String) -> Double? {
    guard text.hasSuffix("s") else { return nil }
    let number = text.dropLast()
    var digits = number[...]
    if digits.first == "-" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
      whole.allSatisfy(\.isASCIIDigit)
    else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...9).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit) else {
        return nil
      }
    }
    return Double(number)
  }

  /// Formats seconds the way the Admin SDKs do: `"123s"` or `"0.500000000s"`.
  public static func durationString(seconds: Double) -> String {
    if seconds == seconds.rounded() { return "\(Int(seconds))s" }
    let whole = Int(seconds.rounded(.down))
    let nanos = Int(((seconds - Double(whole)) * 1e9).rounded())
    let padded = String(nanos)
    return "\(whole)." + String(repeating: "0", count: max(0, 9 - padded.count)) + padded + "s"
  }

  /// Parses an RFC 3339 timestamp (`2024-05-01T12:00:00Z`, up to 9 fractional digits,
  /// `Z` or a `±hh:mm` offset). Impossible dates (`2024-02-30`) and times are rejected, as
  /// protobuf's `Timestamp` parser rejects them.
  public static func rfc3339Date(_ text: String) -> Date? {
    RFC3339Timestamp(text).map {
      Date(timeIntervalSince1970: Double($0.secondsSinceEpoch) + Double($0.nanos) / 1e9)
    }
  }

  /// True for `#rrggbb`.
  public static func isHexColor(_ text: String) -> Bool {
    text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
  }

  /// `#rrggbb` or `#rrggbbaa` → `{"red","green","blue","alpha"}` floats (the SDKs' conversion).
  public static func colorObject(fromHex text: String) -> JSONValue? {
    guard text.first == "#", text.count == 7 || text.count == 9,
      text.dropFirst().allSatisfy(\.isHexDigit)
    else { return nil }
    let hex = Array(text.dropFirst())
    func component(_ i: Int) -> JSONValue {
      let value = Int(String(hex[i * 2...i * 2 + 1]), radix: 16) ?? 0
      return .number(JSONNumber(Double(value) / 255) ?? JSONNumber(0))
    }
    var object: JSONObject = ["red": component(0), "green": component(1), "blue": component(2)]
    object["alpha"] = hex.count == 8 ? component(3) : .number(JSONNumber(1))
    return .object(object)
  }

  /// An absolute URL's problems against the allowed schemes, judged on the text as written
  /// (a punycode host stays punycode); nil when fine.
  public static func urlProblem(_ text: String, schemes: [String]) -> String? {
    let allowed = schemes.map { $0 + "://" }.joined(separator: " or ")
    guard let written = WrittenURL(text), URL(string: written.asciiSpelling) != nil else {
      return "is not a valid URL (expected \(allowed)…)"
    }
    let scheme = written.scheme.lowercased()
    guard schemes.contains(scheme) else {
      return schemes == ["https"]
        ? "must be an https:// URL (found \(scheme)://)"
        : "must start with \(allowed) (found \(scheme):)"
    }
    guard let host = written.host, !host.isEmpty else { return "has no host name" }
    if text.contains(" ") { return "contains a space; encode it as %20" }
    return nil
  }
}

extension ValueFormats {
  /// A Notification API resource URL (`icon`, `badge`, `image`, `actions[].icon`): the browser
  /// parses it against the service worker's URL, so relative references (`/img/a.png`,
  /// `icon.png`) and `data:` URLs are valid besides absolute URLs of `schemes`.
  public static func serviceWorkerURLProblem(_ text: String, schemes: [String]) -> String? {
    if text.lowercased().hasPrefix("data:") { return nil }
    if text.contains(" ") { return "contains a space; encode it as %20" }
    guard let written = WrittenURL(text) else {
      let relative = WrittenURL.percentEncodingNonASCII(text[...])
      return URL(string: relative) == nil ? "is not a valid URL or relative path" : nil
    }
    guard URL(string: written.asciiSpelling) != nil else {
      return "is not a valid URL or relative path"
    }
    return urlProblem(text, schemes: schemes)
  }

  /// Why the Node Admin SDK's `validator.isURL` refuses an image URL (firebase-admin-node
  /// `src/utils/validator.ts`, used for `notification.imageUrl`, `android.notification.imageUrl`
  /// and `apns.fcmOptions.imageUrl`), with the rule; nil when it accepts it. The Python SDK
  /// checks only that it is a string and Go's `url.ParseRequestURI` takes such URLs, so this is
  /// a warning (`export --as node` makes it an error). Judged on the text as written: only
  /// these ASCII characters `a-z 0-9 : / ? # [ ] @ ! $ & ' ( ) * + , ; = . - _ ~ %`; host
  /// labels of letters, digits, `_` and `-` starting with a letter or digit (`xn--` punycode
  /// labels pass); path segments of `\w - . ~ ! $ ' ( ) * + , ; = : @ %`.
  public static func nodeURLProblem(_ text: String) -> (RuleID, String)? {
    let written = WrittenURL(text)
    if let host = written?.host, host.contains(where: { !$0.isASCII }),
      !text.replacingOccurrences(of: host, with: "").contains(where: { !$0.isASCII })
    {
      let punycode = Punycode.host(String(host))
      return (
        .unicodeHost,
        "has a host written in Unicode (\(host)), which the Node Admin SDK refuses (Python and "
          + "Go send it); write it in punycode if you export to Node: \(punycode)"
      )
    }
    let allowed = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?#[]@!$&'()*+,;=.-_~%")
    if let bad = text.first(where: { !allowed.contains($0) }) {
      let shown =
        bad.isASCII && !bad.isWhitespace
        ? "\"\(bad)\""
        : "U+" + String(bad.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
      return (
        .nodeImageURL,
        "contains \(shown), which the Node Admin SDK refuses (Python and Go send it); "
          + "percent-encode it if you export to Node"
      )
    }
    guard let written, let host = written.host else {
      return nil  // reported by the URL check itself
    }
    // Node's host pattern `^[a-zA-Z0-9]+[\w-]*([.]?[a-zA-Z0-9]+[\w-]*)*$`: dot-separated
    // labels of letters, digits, `_` and `-`, each starting with a letter or digit. Checked by
    // hand: this runs on every keystroke and Swift Regex costs tens of microseconds a match.
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    let hostOK = labels.allSatisfy { label in
      guard let first = label.first, first.isASCII, first.isLetter || first.isNumber else {
        return false
      }
      return label.allSatisfy {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
      }
    }
    if !hostOK {
      return (
        .nodeImageURL,
        "has a host name the Node Admin SDK refuses (\(host)); Python and Go send it"
      )
    }
    // Node's path pattern `^(\/[\w\-.~!$'()*+,;=:@%]+)*\/?$`: empty, `/`, or segments of
    // one or more of those characters, each after a `/`, and maybe a final `/`.
    let path = written.path
    let segmentCharacters = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.~!$'()*+,;=:@%")
    if !path.isEmpty, path != "/" {
      var segments = path.split(separator: "/", omittingEmptySubsequences: false)
      let startsWithSlash = segments.first?.isEmpty == true
      segments.removeFirst()
      if segments.last?.isEmpty == true { segments.removeLast() }
      let ok =
        startsWithSlash
        && segments.allSatisfy { !$0.isEmpty && $0.allSatisfy(segmentCharacters.contains) }
      if !ok {
        return (
          .nodeImageURL,
          "has a path the Node Admin SDK refuses (\(path)); Python and Go send it"
        )
      }
    }
    return nil
  }
}

extension Character {
  /// ASCII 0–9 only (not other scripts' digits).
  var isASCIIDigit: Bool { isASCII && isNumber }
}
