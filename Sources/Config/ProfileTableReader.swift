/// Turns one `[profiles.NAME]` table of a parsed `config.toml` into a `Profile`, checking
/// every key and value type.
struct ProfileTableReader {
  let path: String
  let directory: String
  let home: String?

  func profile(_ section: TOMLSection, entries: [TOMLEntry]) throws(ConfigError) -> Profile {
    let parts = section.name.split(separator: ".", maxSplits: 1)
    guard parts.count == 2, parts[0] == "profiles", !parts[1].contains(".") else {
      throw ConfigError(
        path: path, position: section.position,
        message: "unknown table [\(section.name)]; profiles are [profiles.NAME]")
    }
    var profile = Profile(name: String(parts[1]))
    for entry in entries where entry.section == section.name {
      switch entry.key {
      case "project": profile.project = try string(entry)
      case "credentials": profile.credentials = resolved(try string(entry))
      case "access_token_command": profile.accessTokenCommand = try string(entry)
      case "endpoint": profile.endpoint = try string(entry)
      case "theme": profile.theme = try string(entry)
      case "read_only":
        guard case .boolean(let flag) = entry.value else {
          throw mistake(
            entry, "read_only must be true or false, not \(entry.value.kindDescription)")
        }
        profile.readOnly = flag
      case "confirm":
        let word = try string(entry)
        guard let confirm = Profile.Confirmation(rawValue: word) else {
          throw mistake(entry, "confirm must be \"type-project-id\", not \"\(word)\"")
        }
        profile.confirm = confirm
      default:
        throw unknown(entry, among: ProfileConfig.profileKeys)
      }
    }
    if profile.credentials != nil, profile.accessTokenCommand != nil {
      throw ConfigError(
        path: path, position: section.position,
        message: "[\(section.name)] has both credentials and access_token_command; keep one")
    }
    return profile
  }

  func string(_ entry: TOMLEntry) throws(ConfigError) -> String {
    guard case .string(let text) = entry.value else {
      throw mistake(entry, "\(entry.key) must be a string, not \(entry.value.kindDescription)")
    }
    return text
  }

  func unknown(_ entry: TOMLEntry, among keys: [String]) -> ConfigError {
    let section = entry.section.map { " in [\($0)]" } ?? ""
    return ConfigError(
      path: path, position: entry.keyPosition,
      message: "unknown key \"\(entry.key)\"\(section)\(Suggestion.hint(for: entry.key, in: keys))")
  }

  private func mistake(_ entry: TOMLEntry, _ message: String) -> ConfigError {
    ConfigError(path: path, position: entry.valuePosition, message: message)
  }

  private func resolved(_ file: String) -> String {
    if file.hasPrefix("~/"), let home { return home + file.dropFirst(1) }
    if file.hasPrefix("/") { return file }
    return (directory.hasSuffix("/") ? directory : directory + "/") + file
  }
}
