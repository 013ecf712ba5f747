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
      case "quota_project": profile.quotaProject = try string(entry)
      case "android_app_id": profile.androidAppID = try string(entry)
      case "allow_endpoint":
        let hosts = try string(entry).split(whereSeparator: { $0 == "," || $0 == " " })
          .map(String.init)
        guard !hosts.isEmpty, hosts.allSatisfy(Self.isHostName) else {
          throw mistake(
            entry,
            "allow_endpoint must list host names (like \"fcm-proxy.example.com\"), "
              + "separated by commas; not URLs")
        }
        profile.allowEndpoint = hosts
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
      case "duplicate_window":
        guard let seconds = Profile.windowSeconds(try string(entry)) else {
          throw mistake(
            entry, "duplicate_window must be a duration like \"24h\", \"90m\" or \"0\" (off)")
        }
        profile.duplicateWindow = seconds
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

  /// A host name or `*.domain` (no scheme, port or path).
  static func isHostName(_ text: String) -> Bool {
    let body = text.hasPrefix("*.") ? String(text.dropFirst(2)) : text
    return !body.isEmpty
      && body.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
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
