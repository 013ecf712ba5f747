import Foundation
import PushCore

/// What the draft renders and validates to, recomputed once per change (never per frame), and
/// only where the draft changed: `memo` carries the previous checks and sizes forward.
public struct Derived: Sendable, Equatable {
  /// The exact request body.
  public private(set) var request: JSONValue
  /// The rendered message inside it.
  public private(set) var message: JSONObject
  /// What each platform receives.
  public private(set) var views: [Platform: PlatformView]
  /// Every problem, sorted by path.
  public private(set) var diagnostics: [Diagnostic]
  /// The local problems (without FCM's).
  private var local: [Diagnostic]
  /// Characters the console counts (title + text + custom data).
  public private(set) var consoleCharacters: Int
  /// Which rows the compose tab has for this draft.
  public private(set) var formVariant: FormModel.Variant
  /// What this derivation computed, for the next one to reuse (never changes a result).
  private var memo: DerivationMemo
  private var placeholderScan: AudienceFeature.PlaceholderScan
  private var dataScan: AudienceViews.DataScan
  /// Which derivation this is: copies share it, and every derivation or change makes a new
  /// one, so equal identities mean equal derivations (see `==`).
  private var identity = Identity()

  /// Compared by reference only.
  private final class Identity: Sendable {}

  /// Renders and validates `draft` at time `now`; `server` adds FCM's own diagnostics (from a
  /// dry run) to the local ones. `previous`, the derivation of the draft before this change,
  /// spares checking again what did not change.
  public init(draft: Draft, now: Date, server: [Diagnostic] = [], previous: Derived? = nil) {
    var reused = Reused()
    if var previous { reused = Reused(taking: &previous) }
    self.init(draft: draft, now: now, server: server, reusing: &reused)
  }

  /// The same, taking what `previous` remembers (and its APNs payload, to change in place
  /// when this is its only copy); `previous` is left without them.
  init(draft: Draft, now: Date, taking previous: inout Derived) {
    var reused = Reused(taking: &previous)
    self.init(draft: draft, now: now, server: [], reusing: &reused)
  }

  /// What a derivation keeps for the next one.
  private struct Reused {
    var memo = DerivationMemo()
    var placeholderScan: AudienceFeature.PlaceholderScan = []
    var dataScan: AudienceViews.DataScan = nil
    /// The views' dictionary, emptied, for its storage.
    var views: [Platform: PlatformView] = [:]

    init() {}

    /// Moves `derived`'s memos out (no copy is left behind to make the next change copy them).
    init(taking derived: inout Derived) {
      swap(&memo, &derived.memo)
      swap(&placeholderScan, &derived.placeholderScan)
      swap(&dataScan, &derived.dataScan)
      if let apns = derived.views.removeValue(forKey: .apns) { memo.recycle(apns) }
      swap(&views, &derived.views)
      views.removeAll(keepingCapacity: true)
    }
  }

  private init(draft: Draft, now: Date, server: [Diagnostic], reusing reused: inout Reused) {
    let rendered = RenderedDraft(draft, options: RenderOptions(now: now), memo: &reused.memo)
    request = rendered.request
    message = rendered.message
    var views: [Platform: PlatformView] = [:]
    swap(&views, &reused.views)
    views.reserveCapacity(rendered.views.count)
    for view in rendered.views { views[view.platform] = view }
    self.views = views
    local = AudienceFeature.templateDiagnostics(
      Validator.validate(
        draft, options: ValidationOptions(now: now), rendered: rendered, memo: &reused.memo),
      of: draft, scan: &reused.placeholderScan)
    diagnostics = local
    consoleCharacters = rendered.consoleCharacters
    formVariant = FormModel.Variant(draft, dataScan: &reused.dataScan)
    memo = DerivationMemo()
    placeholderScan = []
    dataScan = nil
    swap(&memo, &reused.memo)
    swap(&placeholderScan, &reused.placeholderScan)
    swap(&dataScan, &reused.dataScan)
    place(server: server)
  }

  /// Replaces FCM's diagnostics (from a dry run) merged into the local ones, without
  /// rendering or validating again.
  public mutating func merge(server: [Diagnostic]) {
    identity = Identity()
    place(server: server)
  }

  private mutating func place(server: [Diagnostic]) {
    guard !server.isEmpty else {
      diagnostics = local
      return
    }
    diagnostics = (local + server).sorted {
      ($0.path.description, $1.severity) < ($1.path.description, $0.severity)
    }
  }

  /// Drops the contents and keeps the identity: equal (by identity) to the derivation it was
  /// and, its request gone, to no other. What `FormLayoutMemo` keeps of the state it laid out,
  /// to recognise it without holding its views (which the next change then reuses in place).
  mutating func strip() {
    request = .null
    message = [:]
    views = [:]
    diagnostics = []
    local = []
    memo = DerivationMemo()
    placeholderScan = []
    dataScan = nil
  }

  /// The problems shown at one form field (by schema path or virtual id).
  public func diagnostics(forField id: String) -> [Diagnostic] {
    diagnostics.filter { DiagnosticPlacement.fieldID(for: $0) == id }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Equal derivations show the same thing; what they remember for the next one is not
  /// compared. Copies of one derivation are equal at once, by identity.
  public static func == (a: Derived, b: Derived) -> Bool {
    if a.identity === b.identity { return true }
    return a.request == b.request && a.message == b.message && a.views == b.views
      && a.diagnostics == b.diagnostics && a.local == b.local
      && a.consoleCharacters == b.consoleCharacters && a.formVariant == b.formVariant
  }
}
