import Foundation

/// A draft rendered once for everything that reads the result: the request body, the message
/// inside it, what each platform receives and the console's character count. The preview, the
/// gauges and the validator's size rules all read this one value.
public struct RenderedDraft: Sendable, Equatable {
  /// The exact request body.
  public internal(set) var request: JSONValue
  /// The rendered message inside it.
  public internal(set) var message: JSONObject
  /// What each device platform receives (Android, Apple, Web, in that order).
  public internal(set) var views: [PlatformView]
  /// Characters the console counts (title + text + custom data).
  public internal(set) var consoleCharacters: Int
  /// The clock it was rendered at.
  public let now: Date

  /// Renders `draft`, reusing what `memo` remembers of the previous render: when typing
  /// changed one string since, that render with the string replaced where it shows.
  public init(_ draft: Draft, options: RenderOptions, memo: inout DerivationMemo) {
    if let edited = Self.editing(draft, options: options, memo: &memo) {
      self = edited
    } else {
      memo.leafSites = nil
      self.init(rendering: draft, options: options, memo: &memo)
    }
    memo.lastRender = DerivationMemo.LastRender(draft: draft, rendered: self)
  }

  private init(rendering draft: Draft, options: RenderOptions, memo: inout DerivationMemo) {
    request = RequestRenderer.request(draft, options: options)
    message = request.objectValue?["message"]?.objectValue ?? [:]
    views = PlatformRenderer.views(
      of: SpelledMessage(message, memo: &memo.renderedSpellings), memo: &memo)
    consoleCharacters = ConsoleCounter.characters(in: message, memo: &memo)
    now = options.now
  }

  /// Renders `draft` from scratch.
  public init(_ draft: Draft, options: RenderOptions) {
    var memo = DerivationMemo()
    self.init(draft, options: options, memo: &memo)
  }
}
