import Foundation
import PushCore

/// The interim draft loader.
public enum DraftLoader {
  /// Reads `{"message": {...}}` or a draft `{"message": {...}, "name": …, "recipients":
  /// {"tokens": [...], "topic": …, "condition": …}}` through `FoundationJSON`.
  public static let interim: DraftLoading = { path, context throws(DraftLoadError) in
    let data: Data
    if path == "-" {
      data = context.readStdin()
    } else {
      do {
        data = try Data(contentsOf: context.url(forPath: path))
      } catch {
        let exists = FileManager.default.fileExists(atPath: context.url(forPath: path).path)
        throw .unreadable(path: path, reason: exists ? "permission denied" : "no such file")
      }
    }
    let root: JSONValue
    do {
      root = try FoundationJSON.parse(data)
    } catch {
      throw .invalidJSON(path: path, reason: "\(error.localizedDescription)")
    }
    guard let object = root.objectValue, let message = object["message"], message.objectValue != nil
    else {
      throw .noMessage(path: path)
    }
    return LoadedDraft(
      message: message, name: object["name"]?.stringValue,
      recipients: recipients(object["recipients"]?.objectValue))
  }

  private static func recipients(_ object: JSONObject?) -> DraftRecipients? {
    guard let object else { return nil }
    let tokens = object["tokens"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let result = DraftRecipients(
      tokens: tokens, topic: object["topic"]?.stringValue,
      condition: object["condition"]?.stringValue)
    return result == DraftRecipients() ? nil : result
  }
}
