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
  var dataKeys = SubtreeMemo<[(key: String, rule: RuleID, message: String)]>()

  /// The draft the last validation checked, and its schema findings (`SchemaChecker`).
  var validated: Validated?
  /// The cross-field rules' findings about that draft and what each family read.
  var rules: RuleFamily.Memo?
  /// The order the last diagnostics were sorted in.
  var order: Validator.Order?

  /// The last APNs payload's custom keys (the data flattened), with their bytes.
  var apnsKeys: ApnsCustomKeys?
  /// How the last APNs payload was put together (see `ApnsPayloadShape`).
  var apnsShape: ApnsPayloadShape?
  /// That payload itself, handed back by `recycle(_:)` once its view is dropped, for the next
  /// render to change in place: typing a title then rewrites `aps`, not the 100 custom keys
  /// beside it. Taken by the next render (never kept across two).
  var recycledApnsPayload: JSONObject?

  /// The last render and the draft it rendered, for the next render to change in place when
  /// typing changed one string since (`RenderedDraft.editing`). Taken by the next render.
  var lastRender: LastRender?
  /// The change the last render found between its draft and the new one (`LeafEdit`), for
  /// the validation of the same change to take instead of walking both documents again.
  var foundEdit: LeafEdit.Found?
  /// Where the string typed into last shows in each view of that render.
  var leafSites: LeafSites?
  /// How many renders changed the last one in place (for tests).
  var leafEdits = 0
  /// How many rule families' findings validations took over from the last one (for tests).
  var reusedRuleFindings = 0
  /// How many validations checked only the typed string against the schema (for tests).
  var leafSchemaChecks = 0

  /// A validated draft's document and its schema findings.
  struct Validated: Sendable {
    var document: JSONObject
    var schema: [Diagnostic]
  }

  /// A render and the draft it rendered.
  struct LastRender: Sendable {
    var draft: Draft
    var rendered: RenderedDraft
  }

  public init() {}

  /// Hands back a view of the render that last filled this memo, which its owner no longer
  /// keeps: the next render may reuse its storage in place. Results never depend on it (a
  /// view that does not match what the memo remembers is ignored).
  public mutating func recycle(_ view: consuming PlatformView) {
    guard view.platform == .apns else { return }
    var payload = view.payload
    view.payload = .null
    view.value = .null
    _ = consume view
    guard case .object(let object) = payload else { return }
    payload = .null  // the object's storage now has one owner: `recycledApnsPayload`
    recycledApnsPayload = object
  }
}
