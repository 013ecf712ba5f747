extension TemplatesCommand {
  /// `fcm-compose templates --help`.
  static let usage = """
    usage: fcm-compose templates [--json]
    List the templates that new and the workspace offer.

      --json                  as a JSON array (id, source, summary, path)

    User templates live in $XDG_CONFIG_HOME/fcm-compose/templates/, a folder's own in
    .fcm-compose/templates/.
    """
}
