import Foundation

/// Runs `$VISUAL` / `$EDITOR` (else `vi`) on a temporary file and returns the edited text.
/// The caller suspends the terminal UI around the call.
public enum ExternalEditor {
  /// The outcome: the new text, or why there is none.
  public static func edit(
    _ text: String, fileExtension: String, environment: [String: String]
  ) -> Result<String, EditorError> {
    let command =
      [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
      ?? "vi"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fcm-compose-\(UUID().uuidString).\(fileExtension)")
    defer { try? FileManager.default.removeItem(at: file) }
    do {
      try Data(text.utf8).write(to: file)
    } catch {
      return .failure(.io("cannot write a temporary file: \(error.localizedDescription)"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(command) \"$1\"", "sh", file.path]
    process.environment = environment
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return .failure(.launch(command, error.localizedDescription))
    }
    guard process.terminationStatus == 0 else {
      return .failure(.exitStatus(command, process.terminationStatus))
    }
    guard let data = try? Data(contentsOf: file), var edited = String(data: data, encoding: .utf8)
    else {
      return .failure(.io("the edited file is not UTF-8 text"))
    }
    if edited.hasSuffix("\n"), !text.hasSuffix("\n") { edited.removeLast() }
    return .success(edited)
  }

  /// Why editing failed.
  public enum EditorError: Error, Equatable, CustomStringConvertible {
    case launch(String, String)
    case exitStatus(String, Int32)
    case io(String)

    public var description: String {
      switch self {
      case .launch(let command, let reason): "could not start \(command): \(reason)"
      case .exitStatus(let command, let status):
        "\(command) exited with status \(status); nothing changed"
      case .io(let reason): reason
      }
    }
  }
}
