import Foundation
import PushCore

/// What the draft renders and validates to, recomputed once per change (never per frame).
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

  /// Renders and validates `draft` at time `now`; `server` adds FCM's own diagnostics (from a
  /// dry run) to the local ones.
  public init(draft: Draft, now: Date, server: [Diagnostic] = []) {
    request = RequestRenderer.request(draft, options: RenderOptions(now: now))
    message = request.objectValue?["message"]?.objectValue ?? [:]
    var views: [Platform: PlatformView] = [:]
    for view in PlatformRenderer.views(of: message) { views[view.platform] = view }
    self.views = views
    local = AudienceFeature.templateDiagnostics(
      Validator.validate(draft, options: ValidationOptions(now: now)), of: draft)
    diagnostics = local
    consoleCharacters = ConsoleCounter.characters(in: message)
    formVariant = FormModel.Variant(draft)
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
}
