extension HelpCommand {
  /// `fcm-compose help --help`.
  static let usage = """
    usage: fcm-compose help [COMMAND|TOPIC] [--man]
    Show the commands and topics, a command's usage, or a topic.

      --man                   the whole manual as a man page (roff), e.g.
                              fcm-compose help --man | man -l -
    """
}
