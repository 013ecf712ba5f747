/// `fcm-compose completion bash|zsh|fish`: a small script per shell that asks
/// `fcm-compose __complete` for each Tab's candidates (`CompleteCommand`).
enum CompletionCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    guard arguments.count == 1, let shell = arguments.first, let script = script(for: shell) else {
      let got = arguments.first.map { " (got \($0))" } ?? ""
      return CLI.usageError(
        "completion takes one shell: bash, zsh or fish\(got)", usage: usage, context: context)
    }
    context.writeOut(script)
    return ExitCode.ok
  }

  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  static let bash = """
    # bash completion for fcm-compose: source <(fcm-compose completion bash)
    _fcm_compose() {
      local cur="${COMP_WORDS[COMP_CWORD]}" line files=0 IFS=$'\\n'
      COMPREPLY=()
      for line in $("${COMP_WORDS[0]}" __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null); do
        if [[ $line == \(CompleteCommand.filesDirective) ]]; then files=1; else COMPREPLY+=("$line"); fi
      done
      if ((files)); then COMPREPLY+=($(compgen -f -- "$cur")); fi
    }
    complete -o filenames -o bashdefault -F _fcm_compose fcm-compose

    """

  static let zsh = """
    #compdef fcm-compose
    # zsh completion for fcm-compose: source <(fcm-compose completion zsh), or save it as
    # _fcm-compose in a folder of $fpath
    _fcm-compose() {
      local -a candidates
      local line files=0
      for line in "${(@f)$("$words[1]" __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
        if [[ $line == \(CompleteCommand.filesDirective) ]]; then files=1
        elif [[ -n $line ]]; then candidates+=("$line"); fi
      done
      (( ${#candidates} )) && compadd -a candidates
      (( files )) && _files
      return 0
    }
    if [[ "$funcstack[1]" == "_fcm-compose" ]]; then
      _fcm-compose "$@"
    else
      compdef _fcm-compose fcm-compose
    fi

    """

  static let fish = """
    # fish completion for fcm-compose:
    # fcm-compose completion fish > ~/.config/fish/completions/fcm-compose.fish
    function __fcm_compose_complete
        set -l words (commandline -opc)
        set -l current (commandline -ct)
        set -l program $words[1]
        set -e words[1]
        for line in ($program __complete $words "$current" 2>/dev/null)
            if test "$line" = "\(CompleteCommand.filesDirective)"
                __fish_complete_path "$current"
            else
                echo $line
            end
        end
    end
    complete -c fcm-compose -f -a '(__fcm_compose_complete)'

    """
}
