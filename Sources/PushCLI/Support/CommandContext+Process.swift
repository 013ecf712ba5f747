import Foundation
import PushCore

#if canImport(Glibc)
  import Glibc
#endif

extension CommandContext {
  /// The real process: stdout/stderr file handles, stdin, environment and working directory.
  public static func process() -> CommandContext {
    CommandContext(
      writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
      // One byte over the draft limit is enough to refuse it (DraftFile.decode).
      readStdin: {
        (try? FileHandle.standardInput.read(upToCount: DraftFile.maximumSize + 1)) ?? Data()
      },
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      stdoutIsTTY: isatty(STDOUT_FILENO) == 1,
      stderrIsTTY: isatty(STDERR_FILENO) == 1)
  }
}
