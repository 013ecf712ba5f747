extension Field {
  /// Whether this field's string values may hold `{{placeholders}}` filled in per recipient:
  /// every string value of the message (text, URLs, enums, data values, list items, free-form
  /// JSON strings), never keys, and never a target (the audience supplies the target).
  public var holdsPlaceholders: Bool {
    if depth == 0, MessageTarget.keys.contains(key) { return false }
    switch kind {
    case .text, .multilineText, .url, .hexColor, .duration, .timestamp, .epochSecondsString,
      .enumeration, .integerString, .stringMap, .stringList, .durationList, .json:
      return true
    case .colorObject, .integer, .number, .boolean, .flag, .numberList, .object, .objectList:
      return false
    }
  }
}
