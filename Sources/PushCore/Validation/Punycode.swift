/// RFC 3492 punycode, for suggesting the ASCII spelling of an internationalised host name
/// (`例え.jp` → `xn--r8jz45g.jp`), the spelling every Admin SDK accepts.
enum Punycode {
  private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
  private static let initialBias = 72, initialN = 128

  /// Each label of `host` holding non-ASCII characters as `xn--` and its punycode; the others
  /// as they are. Labels are lower-cased first, as IDNA's mapping does for letters.
  static func host(_ host: String) -> String {
    host.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
      guard label.contains(where: { !$0.isASCII }) else { return String(label) }
      return "xn--" + encode(label.lowercased())
    }.joined(separator: ".")
  }

  /// The punycode of `label` (without the `xn--` prefix).
  static func encode(_ label: String) -> String {
    let input = label.unicodeScalars.map { Int($0.value) }
    var output = input.filter { $0 < 0x80 }.compactMap(Unicode.Scalar.init).map(Character.init)
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append("-") }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < input.count {
      guard let m = input.filter({ $0 >= n }).min() else { break }
      delta += (m - n) * (handled + 1)
      n = m
      for c in input {
        if c < n { delta += 1 }
        guard c == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output.append(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        output.append(digit(q))
        bias = adapt(delta, handled + 1, first: handled == basicCount)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return String(output)
  }

  private static func digit(_ d: Int) -> Character {
    let value = d < 26 ? 97 + d : 22 + d  // a-z, then 0-9
    return Character(Unicode.Scalar(UInt8(value)))
  }

  private static func adapt(_ delta: Int, _ count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}
