import Foundation
import TestSupport
import Testing

/// `fcm-compose completion bash|zsh|fish`, each script run in its own shell against the real
/// binary (skipped for a shell that is not installed; `.ci/setup` installs zsh and fish).
@Suite struct ShellCompletionEndToEndTests {
  /// A sandbox whose `bin/` holds `fcm-compose` (a link to the binary under test) and whose
  /// folder holds a draft and a config with two profiles.
  struct Shell {
    let sandbox: Binary.Sandbox
    let executable: String

    init?(_ name: String) throws {
      guard
        let path = ["/usr/bin/\(name)", "/bin/\(name)"].first(where: {
          FileManager.default.isExecutableFile(atPath: $0)
        })
      else { return nil }
      executable = path
      sandbox = try Binary.Sandbox()
      let bin = sandbox.file("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: bin.appendingPathComponent("fcm-compose").path,
        withDestinationPath: URL(fileURLWithPath: Binary.path).standardizedFileURL.path)
      try Data("{}".utf8).write(to: sandbox.file("spring-draft.json"))
      let config = sandbox.file("config/fcm-compose")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try Data("[profiles.staging]\nproject = \"a\"\n[profiles.prod]\nproject = \"b\"\n".utf8)
        .write(to: config.appendingPathComponent("config.toml"))
    }

    /// Runs `script` in the shell; what it printed, one line each.
    func run(_ arguments: [String]) throws -> [String] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.currentDirectoryURL = sandbox.root
      var environment = sandbox.environment
      environment["PATH"] = sandbox.file("bin").path + ":/usr/bin:/bin"
      process.environment = environment
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        String($0.prefix { $0 != "\t" })
      }
    }
  }

  /// Each case: the words typed (the last is the one being completed) and what must be offered.
  static let cases: [(words: [String], expected: Set<String>)] = [
    (["ren"], ["render"]),
    (["render", "spring-draft.json", "--plat"], ["--platform"]),
    (["render", "spring-draft.json", "--platform", ""], ["android", "apns", "webpush"]),
    (["send", "spring-draft.json", "--profile", ""], ["staging", "prod"]),
    (["--theme", "mo"], ["mono"]),
    (["new", "x", "--template", "notif"], ["notification"]),
    (["validate", "spring-d"], ["spring-draft.json"]),
    (["help", "cred"], ["credentials"]),
    (["completion", "z"], ["zsh"]),
  ]

  @Test func bashCompletesWithCompgen() throws {
    guard let shell = try Shell("bash") else { return }
    for (words, expected) in Self.cases {
      let quoted = (["fcm-compose"] + words).map { "'\($0)'" }.joined(separator: " ")
      let script = """
        source <(fcm-compose completion bash)
        complete -p fcm-compose >/dev/null || exit 3
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
        _fcm_compose; printf '%s\\n' "${COMPREPLY[@]}"
        """
      let offered = try shell.run(["--norc", "--noprofile", "-c", script])
      #expect(Set(offered) == expected, "\(words)")
    }
  }

  @Test func zshCompletesThroughCompadd() throws {
    guard let shell = try Shell("zsh") else { return }
    for (words, expected) in Self.cases {
      let quoted = (["fcm-compose"] + words).map { "'\($0)'" }.joined(separator: " ")
      // compsys's builtins stand in as functions that print what they were given.
      let script = """
        compdef() { print -r -- "compdef $*" >&2 }
        compadd() { [[ $1 == -a ]] && print -rl -- "${(@P)2}" }
        _files() { print -rl -- "${PREFIX}"*(N) }
        source <(fcm-compose completion zsh)
        words=(\(quoted)); CURRENT=\(words.count + 1); PREFIX=${words[CURRENT]}
        _fcm-compose
        """
      let offered = try shell.run(["-f", "-c", script])
      #expect(Set(offered) == expected, "\(words)")
    }
  }

  @Test func fishCompletesWithCompleteC() throws {
    guard let shell = try Shell("fish") else { return }
    for (words, expected) in Self.cases {
      let line = (["fcm-compose"] + words).map { $0.isEmpty ? "" : $0 }.joined(separator: " ")
      let script = """
        fcm-compose completion fish | source
        complete -C '\(line)'
        """
      let offered = try shell.run(["--no-config", "-c", script])
      #expect(Set(offered) == expected, "\(words)")
    }
  }

  @Test func everyScriptNamesTheBinaryItCompletes() throws {
    guard let shell = try Shell("bash") else { return }
    for name in ["bash", "zsh", "fish"] {
      let script = try shell.run(["--norc", "-c", "fcm-compose completion \(name)"])
      #expect(script.contains { $0.contains("__complete") }, "\(name)")
    }
    let bad = try? shell.run(["--norc", "-c", "fcm-compose completion tcsh; echo status=$?"])
    #expect(bad?.last == "status=2")
  }
}
