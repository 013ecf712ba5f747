extension CompletionCommand {
  /// `fcm-compose completion --help`.
  static let usage = """
    usage: fcm-compose completion bash|zsh|fish
    Print a shell completion script for bash, zsh or fish.

    Options, their fixed values, theme, profile and template names come from fcm-compose itself
    on each Tab, so new commands and profiles complete without a new script. Load it with:
      bash   source <(fcm-compose completion bash)       (in ~/.bashrc)
      zsh    source <(fcm-compose completion zsh)        (in ~/.zshrc, after compinit)
      fish   fcm-compose completion fish > ~/.config/fish/completions/fcm-compose.fish
    """
}
