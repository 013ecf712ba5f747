import Config
import Foundation
import PushCore

/// `send --profile NAME`: the profile from `config.toml` (the composer's profiles), checked
/// against the options: a `read_only` profile allows only `--dry-run`.
enum ProfileLookup {
  /// Why a profile cannot be used.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The named profile, or nil without `--profile`.
  static func profile(_ options: SendOptions, context: CommandContext) throws(Failure) -> Profile? {
    guard let name = options.profile else { return nil }
    let profile = try profile(named: name, context: context)
    if profile.readOnly && !options.dryRun {
      throw Failure(
        description: "profile \"\(name)\" is read_only: only --dry-run sends are allowed")
    }
    return profile
  }

  /// The profile called `name` in `config.toml`.
  static func profile(named name: String, context: CommandContext) throws(Failure) -> Profile {
    let config: ProfileConfig
    do {
      config = try ProfileConfig.load(environment: context.environment)
    } catch {
      throw Failure(description: error.description)
    }
    guard let profile = config.profile(named: name) else {
      let names = config.profiles.map(\.name)
      let known =
        names.isEmpty ? "no profiles are configured" : "known: " + names.joined(separator: ", ")
      let file = ProfileConfig.url(environment: context.environment)?.path ?? "config.toml"
      throw Failure(description: "no profile \"\(name)\" in \(file) (\(known))")
    }
    return profile
  }
}
