/// Stand-in until `ComposerState` carries the theme names the runtime lists (the lead's
/// `themeNames` stored property); delete this file when that lands.
extension ComposerState {
  var themeNames: [String] { [] }
}
