#!/usr/bin/env bash
# Builds and runs one libFuzzer target for a given time.
#
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer options…]
#   Tests/Fuzz/run.sh all SECONDS          # every target in turn (what CI does)
#   Tests/Fuzz/run.sh build [TARGET]       # build only
#
# Targets: json (JSON reader), draft (validator + renderers + exports), toml (TOML reader and
# profile config), keys (key input decoder and key notation), tokens (tokens-file reader).
#
# The libraries are built by SwiftPM into .build/fuzz with coverage and AddressSanitizer
# (`-sanitize=fuzzer,address`); each harness in Tests/Fuzz/Targets is then linked against them
# with libFuzzer's main, which ships with the Swift toolchain. `swift build` never sees these
# files. The seed corpus is Tests/Fuzz/corpus/TARGET (read only); inputs the run discovers go
# to .build/fuzz/corpus/TARGET, and a crash is saved as .build/fuzz/crash-TARGET-* and makes
# the script fail. Targets run with TMPDIR set to a scratch folder removed when the script ends
# (the tokens target writes each input to a file there).
set -euo pipefail
cd "$(dirname "$0")/../.."

targets=(json draft toml keys tokens)
build_path=.build/fuzz
config=release

usage() {
  echo "usage: Tests/Fuzz/run.sh TARGET|all SECONDS [libFuzzer options…]" >&2
  echo "       Tests/Fuzz/run.sh build [TARGET]" >&2
  echo "targets: ${targets[*]}" >&2
  exit 2
}

modules_for() {
  case "$1" in
    json | draft | tokens) echo "PushCore Config CCrypto CCurl" ;;
    toml) echo "Config" ;;
    keys) echo "TermUI Config CMainQueue" ;;
    *)
      echo "unknown fuzz target: $1" >&2
      usage
      ;;
  esac
}

build_libraries() {
  local flags=(-c "$config" --build-path "$build_path" -Xswiftc -sanitize=fuzzer,address)
  swift build "${flags[@]}" --target PushCore
  swift build "${flags[@]}" --target TermUI
}

link_target() {
  local target=$1 bin products objects=()
  products="$build_path/$config"
  bin="$build_path/bin/$target"
  mkdir -p "$build_path/bin"
  for module in $(modules_for "$target"); do
    objects+=("$products/$module.build"/*.o)
  done
  swiftc -sanitize=fuzzer,address -parse-as-library -O \
    -module-name "Fuzz_$target" -I "$products/Modules" \
    -Xcc -fmodule-map-file="$products/CCrypto.build/module.modulemap" \
    -Xcc -fmodule-map-file="$products/CCurl.build/module.modulemap" \
    -Xcc -fmodule-map-file="$products/CMainQueue.build/module.modulemap" \
    "Tests/Fuzz/Targets/$target.swift" "${objects[@]}" -o "$bin"
}

run_target() {
  local target=$1 seconds=$2
  shift 2
  local corpus="$build_path/corpus/$target"
  mkdir -p "$corpus"
  echo "== fuzz $target for ${seconds}s" >&2
  # Leaks inside the Swift toolchain's own libraries are listed (and explained) there.
  export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
  # -rss_limit_mb: a parser holding a pathological input in memory is a finding too.
  TMPDIR="$scratch" "$build_path/bin/$target" "$corpus" "Tests/Fuzz/corpus/$target" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=10 \
    -artifact_prefix="$build_path/crash-$target-" -print_final_stats=1 "$@"
}

[[ $# -ge 1 ]] || usage
scratch="$(mktemp -d "${TMPDIR:-/tmp}/fcm-fuzz.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
case "$1" in
  build)
    build_libraries
    if [[ $# -ge 2 ]]; then link_target "$2"; else for t in "${targets[@]}"; do link_target "$t"; done; fi
    ;;
  all)
    [[ $# -ge 2 ]] || usage
    seconds=$2
    shift 2
    build_libraries
    for t in "${targets[@]}"; do link_target "$t"; done
    for t in "${targets[@]}"; do run_target "$t" "$seconds" "$@"; done
    ;;
  *)
    [[ $# -ge 2 ]] || usage
    target=$1
    seconds=$2
    shift 2
    modules_for "$target" >/dev/null
    build_libraries
    link_target "$target"
    run_target "$target" "$seconds" "$@"
    ;;
esac
