extension FieldsCommand {
  /// `fcm-compose fields --help`.
  static let usage = """
    usage: fcm-compose fields [--json] [--platform common|android|apns|webpush] [--console]
    List every FCM HTTP v1 field the composer knows.

      --json                  as a JSON array (path, kind, type, label, help, platform, values)
      --platform common|android|apns|webpush
                              only that platform's fields
      --console               only the fields the Firebase console's composer shows
    """
}
