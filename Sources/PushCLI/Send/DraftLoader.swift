import Foundation
import PushCore

/// Reads FILE for `send` with the same reader, renderer and clock as `render`, so the body
/// sent is exactly what `fcm-compose render FILE` prints (plus each recipient's target).
public enum DraftLoader {
  /// Loads a draft (or a plain `{"message": …}` body); `-` reads standard input.
  public static let standard: DraftLoading = { path, context throws(DraftLoadError) in
    let loaded: LoadedDraft
    do throws(DraftError) {
      loaded = try DraftInput.load(path, context: context)
    } catch {
      switch error {
      case .syntax, .notAnObject, .messageNotObject:
        throw .invalidJSON(path: path, reason: "\(error)")
      case .tooLarge:
        throw .unreadable(path: path, reason: DraftError.tooLargeReason)
      default:
        throw .unreadable(path: path, reason: "\(error)")
      }
    }
    let draft = loaded.draft
    guard draft.document["message"] != nil else { throw .noMessage(path: path) }
    let now = (try? context.now()) ?? Date()
    let message = RequestRenderer.message(draft, options: RenderOptions(now: now))
    let tokens = draft.recipientTokens
    return SendDraft(
      message: .object(message), renderedAt: now, name: draft.name,
      recipients: tokens.isEmpty ? nil : DraftRecipients(tokens: tokens),
      source: draft, duplicateKeys: loaded.duplicateKeys, audienceFile: draft.audienceFile)
  }

  /// The validator `send` runs first: every rule `validate` applies, with the target coming
  /// from `--token`/`--topic`/… or the draft's recipients (the planner reports a missing one),
  /// at the clock the message was rendered with.
  public static let standardValidation: @Sendable (SendDraft) -> [Diagnostic] = { draft in
    guard let source = draft.source else { return [] }
    return Validator.validate(
      source, options: ValidationOptions(now: draft.renderedAt, hasExternalTarget: true),
      duplicateKeys: draft.duplicateKeys)
  }
}
