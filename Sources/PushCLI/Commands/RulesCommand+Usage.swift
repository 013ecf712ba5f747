extension RulesCommand {
  static let usage = """
    usage: fcm-compose rules [--json] [--source fcm|apns|sdk|device|browser|compose]
    List every rule validate can report, with a failing example.
      --json           one JSON object per rule (id, severity, class, source, why, example)
      --source SOURCE  only the rules of that source
      -h, --help       show this help
    """
}
