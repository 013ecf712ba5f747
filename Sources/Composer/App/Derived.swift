import Foundation
import PushCore

/// What the draft renders and validates to, recomputed once per change (never per frame), and
/// only where the draft changed: `memo` carries the previous checks and sizes forward.
public struct Derived: Sendable, Equatable {
  /// What it holds, in one shared box: a copy (the layout memo's, each change) retains one
  /// object instead of each member, and the state's own is changed in place. Its members are
  /// read in place (`_read`), not copied out.
  private var contents: CopyOnWrite<Contents>
  /// Which derivation this is: copies share it, and every derivation or change makes a new
  /// one, so equal identities mean equal derivations (see `==`).
  private var identity = Identity()

  /// The exact request body.
  public var request: JSONValue {
    _read { yield contents.value.request }
  }
  /// The rendered message inside it.
  public var message: JSONObject {
    _read { yield contents.value.message }
  }
  /// What each platform receives.
  public var views: [Platform: PlatformView] {
    _read { yield contents.value.views }
  }
  /// Every problem, sorted by path.
  public var diagnostics: [Diagnostic] {
    _read { yield contents.value.diagnostics }
  }
  /// Characters the console counts (title + text + custom data).
  public private(set) var consoleCharacters: Int
  /// Which rows the compose tab has for this draft.
  public private(set) var formVariant: FormModel.Variant

  /// The members that hold references (the others are plain values, copied as they are).
  private struct Contents: Sendable, Equatable {
    var request: JSONValue
    var message: JSONObject
    var views: [Platform: PlatformView]
    var diagnostics: [Diagnostic]
    /// The local problems (without FCM's).
    var local: [Diagnostic]
    /// What this derivation computed, for the next one to reuse (never changes a result).
    var memo: DerivationMemo
    var placeholderScan: AudienceFeature.PlaceholderScan
    var dataScan: AudienceViews.DataScan

    /// Equal when they show the same; what they remember is not compared.
    static func == (a: Contents, b: Contents) -> Bool {
      a.request == b.request && a.message == b.message && a.views == b.views
        && a.diagnostics == b.diagnostics && a.local == b.local
    }
  }

  /// Compared by reference only.
  private final class Identity: Sendable {}

  /// The box every stripped derivation shares: nothing shown, nothing remembered.
  private static let strippedContents = CopyOnWrite(
    Contents(
      request: .null, message: [:], views: [:], diagnostics: [], local: [],
      memo: DerivationMemo(), placeholderScan: [], dataScan: nil))

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
      take(&derived.contents.value)
    }

    /// In one access to the box, which its only owner (the state) changes in place.
    private mutating func take(_ contents: inout Contents) {
      swap(&memo, &contents.memo)
      swap(&placeholderScan, &contents.placeholderScan)
      swap(&dataScan, &contents.dataScan)
      if let apns = contents.views.removeValue(forKey: .apns) { memo.recycle(apns) }
      swap(&views, &contents.views)
      views.removeAll(keepingCapacity: true)
    }
  }

  private init(draft: Draft, now: Date, server: [Diagnostic], reusing reused: inout Reused) {
    let rendered = RenderedDraft(draft, options: RenderOptions(now: now), memo: &reused.memo)
    var views: [Platform: PlatformView] = [:]
    swap(&views, &reused.views)
    views.reserveCapacity(rendered.views.count)
    for view in rendered.views { views[view.platform] = view }
    let local = AudienceFeature.templateDiagnostics(
      Validator.validate(
        draft, options: ValidationOptions(now: now), rendered: rendered, memo: &reused.memo),
      of: draft, scan: &reused.placeholderScan)
    consoleCharacters = rendered.consoleCharacters
    formVariant = FormModel.Variant(draft, dataScan: &reused.dataScan)
    var contents = Contents(
      request: rendered.request, message: rendered.message, views: views, diagnostics: local,
      local: local, memo: DerivationMemo(), placeholderScan: [], dataScan: nil)
    swap(&contents.memo, &reused.memo)
    swap(&contents.placeholderScan, &reused.placeholderScan)
    swap(&contents.dataScan, &reused.dataScan)
    Self.place(server: server, in: &contents)
    self.contents = CopyOnWrite(contents)
  }

  /// Replaces FCM's diagnostics (from a dry run) merged into the local ones, without
  /// rendering or validating again.
  public mutating func merge(server: [Diagnostic]) {
    identity = Identity()
    Self.place(server: server, in: &contents.value)
  }

  private static func place(server: [Diagnostic], in contents: inout Contents) {
    guard !server.isEmpty else {
      contents.diagnostics = contents.local
      return
    }
    contents.diagnostics = (contents.local + server).sorted {
      ($0.path.description, $1.severity) < ($1.path.description, $0.severity)
    }
  }

  /// Drops the contents and keeps the identity: equal (by identity) to the derivation it was
  /// and, its request gone, to no other. What `FormLayoutMemo` keeps of the state it laid out,
  /// to recognise it without holding its views (which the next change then reuses in place).
  mutating func strip() {
    contents = Self.strippedContents
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
    return a.consoleCharacters == b.consoleCharacters && a.formVariant == b.formVariant
      && a.contents == b.contents
  }
}
