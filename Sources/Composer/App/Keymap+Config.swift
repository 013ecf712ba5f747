import Config
import Foundation
import PushCore
import TermUI

extension Keymap {
  /// Keys DESIGN.md promises every user (Tab/Shift-Tab, Ctrl-S, Ctrl-Q, F1, Ctrl-P, Esc):
  /// they cannot be rebound.
  public static let fixedKeys: Set<KeyEvent> = Set(
    ["<tab>", "<backtab>", "<C-s>", "<C-q>", "<F1>", "<C-p>", "<esc>"].compactMap {
      try? KeyNotation.parseKey($0)
    })

  /// The standard keymap with the `[keys]` table of `config.toml` applied:
  ///
  /// ```toml
  /// [keys]
  /// "<C-g>" = "send_campaign"   # bind (replacing the key's old binding)
  /// "<F8>" = "none"             # unbind
  /// "x" = "toggle_value"        # plain keys bind only outside text fields
  /// ```
  ///
  /// Returns the keymap and one `file:line:column: message` per mistake; a mistaken line is
  /// skipped, the rest still applies.
  public static func configured(from text: String, path: String) -> (Keymap, [String]) {
    var keymap = Keymap.standard
    var problems: [String] = []
    let document: TOMLDocument
    do {
      document = try TOMLParser.parse(text)
    } catch {
      return (keymap, ["\(path):\(error.description)"])
    }
    for entry in document.entries(in: ProfileConfig.keysTable) {
      let at = "\(path):\(entry.keyPosition.line):\(entry.keyPosition.column): "
      guard let key = try? KeyNotation.parseKey(entry.key) else {
        problems.append(
          at + "\"\(entry.key)\" is not a key (write it like <C-g>, <A-x>, <F7> or x)")
        continue
      }
      if fixedKeys.contains(key) {
        problems.append(at + "\(key.displayName) is fixed and cannot be rebound")
        continue
      }
      guard case .string(let name) = entry.value else {
        problems.append(at + "the command must be a string, like \"send_campaign\"")
        continue
      }
      if name == "none" {
        keymap.global[key] = nil
        keymap.navigation[key] = nil
        continue
      }
      guard let command = CommandID(rawValue: name) else {
        let names = CommandID.allCases.map(\.name)
        problems.append(at + "unknown command \"\(name)\"" + Suggestion.hint(for: name, in: names))
        continue
      }
      let plain = key.modifiers.isEmpty && key.typedCharacter != nil
      keymap.global[key] = plain ? nil : command
      keymap.navigation[key] = plain ? command : nil
    }
    return (keymap, problems)
  }

  /// The keymap for an environment: the standard one plus `config.toml`'s `[keys]`.
  public static func load(environment: [String: String]) -> (Keymap, [String]) {
    guard let url = ProfileConfig.url(environment: environment),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return (.standard, []) }
    return configured(from: text, path: url.path)
  }
}
