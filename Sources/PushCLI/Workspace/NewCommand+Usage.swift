extension NewCommand {
  /// `fcm-compose new --help`.
  static let usage = """
    usage: fcm-compose new NAME [--template T] [--force]
    Create the draft NAME (.json added if missing) from a template.

      --template T            the template's id (default: notification; see fcm-compose
                              templates)
      --force                 replace NAME if it exists
    """
}
