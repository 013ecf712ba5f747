import Foundation
import PushCore

/// What the draft renders and validates to, recomputed once per change (never per frame), and
/// only where the draft changed: `memo` carries the previous checks and sizes forward.
public struct Derived: Sendable, Equatable {
  /// The exact request body.
  public var request: JSONValue
  /// The rendered message inside it.
  public var message: JSONObject
  /// What each platform receives.
  public var views: [Platform: PlatformView]
  /// Every problem, sorted by path.
  public private(set) var diagnostics: [Diagnostic]
  /// The local problems (without FCM's).
  private var local: [Diagnostic]
  /// Characters the console counts (title + text + custom data).
  public var consoleCharacters: Int
  /// Which rows the compose tab has for this draft.
  public var formVariant: FormModel.Variant
  /// What this derivation computed, for the next one to reuse (never changes a result).
  private var memo: DerivationMemo
  private var placeholderScan: AudienceFeature.PlaceholderScan
  private var dataScan: AudienceViews.DataScan

  /// Renders and validates `draft` at time `now`; `server` adds FCM's own diagnostics (from a
  /// dry run) to the local ones. `previous`, the derivation of the draft before this change,
  /// spares checking again what did not change.
  public init(draft: Draft, now: Date, server: [Diagnostic] = [], previous: Derived? = nil) {
    var memo = previous?.memo ?? DerivationMemo()
    var scan = previous?.placeholderScan ?? []
    var dataScan = previous?.dataScan ?? nil
    let rendered = RenderedDraft(draft, options: RenderOptions(now: now), memo: &memo)
    request = rendered.request
    message = rendered.message
    var views: [Platform: PlatformView] = [:]
    for view in rendered.views { views[view.platform] = view }
    self.views = views
    local = AudienceFeature.templateDiagnostics(
      Validator.validate(
        draft, options: ValidationOptions(now: now), rendered: rendered, memo: &memo),
      of: draft, scan: &scan)
    diagnostics = local
    consoleCharacters = rendered.consoleCharacters
    formVariant = FormModel.Variant(draft, dataScan: &dataScan)
    self.memo = memo
    placeholderScan = scan
    self.dataScan = dataScan
    merge(server: server)
  }

  /// Replaces FCM's diagnostics (from a dry run) merged into the local ones, without
  /// rendering or validating again.
  public mutating func merge(server: [Diagnostic]) {
    guard !server.isEmpty else {
      diagnostics = local
      return
    }
    diagnostics = (local + server).sorted {
      ($0.path.description, $1.severity) < ($1.path.description, $0.severity)
    }
  }

  /// The problems shown at one form field (by schema path or virtual id).
  public func diagnostics(forField id: String) -> [Diagnostic] {
    diagnostics.filter { DiagnosticPlacement.fieldID(for: $0) == id }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Equal derivations show the same thing; what they remember for the next one is not
  /// compared.
  public static func == (a: Derived, b: Derived) -> Bool {
    a.request == b.request && a.message == b.message && a.views == b.views
      && a.diagnostics == b.diagnostics && a.local == b.local
      && a.consoleCharacters == b.consoleCharacters && a.formVariant == b.formVariant
  }
}
