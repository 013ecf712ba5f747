#!/usr/bin/env bash
# Fails when the test suite leaves files behind in the temporary directory.
#
#   Tests/check_tmp_clean.sh [swift test options…]     e.g. --filter PushCLITests
#
# Builds the tests first (with the caller's TMPDIR: the Swift driver leaves its own
# TemporaryDirectory.* folders while compiling), then runs `swift test --skip-build` with
# TMPDIR (and TMUX_TMPDIR, where tmux keeps sockets) pointing at a fresh empty directory, and
# lists whatever is left in it afterwards. Tests get scratch space from TestSupport's
# TemporaryDirectory, which removes it when the test is done.
#
# SwiftPM itself leaves a few things there even when no test runs (`swift test --skip-build
# --filter nothing` shows them), and they are not counted: empty `TemporaryDirectory.XXXXXX`
# folders holding only `.keep-directory`, and its empty `*.lock` files named after paths
# (`_work_repo_.build.lock`, `_root_.swiftpm.lock`).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests

checked="$(mktemp -d "${TMPDIR:-/tmp}/fcm-tmp-clean.XXXXXX")"
trap 'rm -rf "$checked"' EXIT

status=0
TMPDIR="$checked" TMUX_TMPDIR="$checked" swift test --skip-build "$@" || status=$?

leftovers=()
for entry in "$checked"/* "$checked"/.[!.]*; do
  [[ -e "$entry" || -L "$entry" ]] || continue
  name="$(basename "$entry")"
  if [[ -d "$entry" && "$name" == TemporaryDirectory.* ]] &&
    [[ -z "$(find "$entry" -mindepth 1 ! -name .keep-directory -print -quit)" ]]; then
    continue
  fi
  if [[ -f "$entry" && ! -s "$entry" && "$name" == _*.lock ]]; then
    continue
  fi
  leftovers+=("$entry")
done

if ((${#leftovers[@]} > 0)); then
  echo "check_tmp_clean: the tests left ${#leftovers[@]} entries in TMPDIR (count, name):" >&2
  printf '%s\n' "${leftovers[@]##*/}" |
    sed -E 's/[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}/<uuid>/g' |
    sort | uniq -c | sort -rn >&2
  exit 1
fi
if ((status != 0)); then
  echo "check_tmp_clean: nothing left in TMPDIR, but swift test failed (exit $status)" >&2
  exit "$status"
fi
echo "check_tmp_clean: nothing left in TMPDIR"
