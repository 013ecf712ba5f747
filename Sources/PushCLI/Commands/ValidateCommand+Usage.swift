extension ValidateCommand {
  /// `fcm-compose validate --help`.
  static let usage = """
    usage: fcm-compose validate FILE|DIR... [--json] [--strict] [--ignore RULE]...
                                [--format text|json|github|sarif] [--audience FILE]
    List each draft's problems: FILE: severity: JSON path: message.

      --json                  the findings as a JSON array (with each rule's id)
      --strict                warnings fail too
      --ignore RULE           silence a warning rule (repeatable; fcm-compose rules lists
                              them; an error cannot be ignored)
      --format text|json|github|sarif
                              for folders: text, JSON, GitHub annotations or SARIF 2.1.0
      --audience FILE         also check every row of an audience (CSV or JSON Lines) against
                              the draft's {{placeholders}}, with a summary

    A DIR checks every draft under it, with a summary table and the largest payloads. FILE may
    be - for standard input. Exit status: 0 no errors, 1 errors (warnings too with --strict),
    2 usage error or unreadable input.
    """
}
