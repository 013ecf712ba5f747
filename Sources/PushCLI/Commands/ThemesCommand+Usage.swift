extension ThemesCommand {
  /// `fcm-compose themes --help`.
  static let usage = """
    usage: fcm-compose themes [check FILE|DIR...]
    List the themes, or check theme files for mistakes.

    themes check prints file:line:column: severity: message for each problem (exit 1 on any),
    or FILE: ok. User themes live in $XDG_CONFIG_HOME/fcm-compose/themes/NAME.toml; open the
    composer with one by --theme NAME (see fcm-compose help themes).
    """
}
