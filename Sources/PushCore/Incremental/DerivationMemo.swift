/// What the previous render and validation of a draft computed, for the next one to reuse
/// wherever a subtree is unchanged (FCM-SPEC's rules are local: a field's own checks depend only
/// on its value; the cross-field rules are cheap once sizes and counts are remembered).
///
/// The composer keeps one between keystrokes; the CLI validates once and needs none. Results
/// never depend on the memo: `DerivationMemoTests` checks every derivation against a fresh one.
public struct DerivationMemo: Sendable {
  /// The schema checks of the message's members and of theirs (`SchemaChecker.Remembered`).
  var members: [SchemaChecker.Remembered] = []
  /// The canonical spelling of each top-level member of the draft's `message`.
  var spellings = SpelledMessage.Memo()
  /// The same for the rendered `message` (which differs where rendering filled in options).
  var renderedSpellings = SpelledMessage.Memo()
  /// Compact JSON bytes of large subtrees (the custom data, mostly).
  var bytes = SubtreeMemo<Int>()
  /// Console characters of large custom-data maps.
  var characters = SubtreeMemo<Int>()
  /// Reserved-key findings of large custom-data maps (paths relative to the map).
  var dataKeys = SubtreeMemo<[(key: String, severity: Severity, message: String)]>()

  /// The last APNs payload's custom keys (the data flattened), with their bytes.
  var apnsKeys: ApnsCustomKeys?

  public init() {}
}
