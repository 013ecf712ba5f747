extension TextWidth {
  /// `string` cut to at most `width` cells, ending in `ellipsis` when anything was cut.
  ///
  /// Never splits a grapheme cluster or a wide character; a wide character that would straddle
  /// the limit is dropped, so the result may be one cell narrower than `width`.
  public static func truncate(_ string: String, to width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if of(string) <= width { return string }
    let ellipsisWidth = of(ellipsis)
    guard ellipsisWidth <= width else { return prefix(string, width: width) }
    return prefix(string, width: width - ellipsisWidth) + ellipsis
  }

  /// The longest leading part of `string` that fits in `width` cells.
  public static func prefix(_ string: String, width: Int) -> String {
    // Printable ASCII (labels, figures, most titles): one cell per byte.
    var contiguous = string
    let ascii: String? = contiguous.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      return bytes.count <= width
        ? string
        : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<max(0, width)]), as: UTF8.self)
    }
    if let ascii { return ascii }
    var used = 0
    var end = string.startIndex
    for index in string.indices {
      let w = of(string[index])
      if used + w > width { break }
      used += w
      end = string.index(after: index)
    }
    return String(string[..<end])
  }

  /// `string` padded with spaces (or cut, without ellipsis) to exactly `width` cells.
  public static func pad(_ string: String, to width: Int) -> String {
    let cut = prefix(string, width: width)
    return cut + String(repeating: " ", count: max(0, width - of(cut)))
  }
}
