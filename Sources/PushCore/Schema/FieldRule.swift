/// A per-field rule beyond the field's kind. Checked generically by the validator for every
/// field present in the message; cross-field rules live in the validator itself.
public enum FieldRule: Sendable, Hashable {
  /// The whole string must match this regular expression (anchored).
  case pattern(String, explanation: String)
  /// At most this many UTF-8 bytes.
  case maxBytes(Int)
  /// At most this many characters.
  case maxLength(Int)
  /// Numeric value (or duration seconds, or integer string) within the closed range.
  case range(Double, Double)
  /// The field only makes sense when `sibling` (a path relative to the parent) is set.
  case requiresSibling(String)
  /// The field is deprecated; the text says what to use instead.
  case deprecated(String)
  /// Output-only or not allowed in requests; the text explains.
  case notAllowed(String)
  /// Values that are valid but deserve a warning, with the reason.
  case discouragedValues([String], reason: String)
  /// An empty string is an error (SDKs reject empty strings here).
  case nonEmpty
  /// Setting the field at all deserves a warning, with the reason.
  case cautionWhenSet(String)
  /// For `.object` fields: how keys the schema does not list are treated.
  case extraKeys(ExtraKeyPolicy)
  /// For `.object` fields: a plain string is accepted instead of the object (`aps.alert`).
  case orString
  /// The field must be present whenever its parent object is.
  case required
  /// A leading prefix the SDKs strip before sending (`/topics/`); warned about and stripped on
  /// render, and rules apply to the value without it.
  case stripsPrefix(String)
}

/// How an object treats keys the schema does not list.
public enum ExtraKeyPolicy: Sendable, Hashable {
  /// Passed through silently (free-form web notification options).
  case allowed
  /// Passed through with a warning (the receiver ignores them).
  case warn
}
