#!/usr/bin/env bash
# Regenerates Sources/fcm-compose/hot-symbols.txt: the functions a composer session runs
# (start-up on the maximum-size draft, typing, tab and preview switches, help, the palette,
# quitting). The release link lays these out together (lld --symbol-ordering-file), so the
# 1.3 MB of code a session runs sits in a few hundred pages instead of being spread over the
# 17 MB text (the kernel maps 64 KiB around each page fault: scattered, it kept 11.7 MiB
# resident; README, "Tests and benchmarks").
#
# Three groups, each sorted (so a regenerated list diffs by what changed): the functions typing
# into the title runs, then those other keystrokes add (moving, Tab, typing into the text),
# each counted alone between two `callgrind_control --dump`s, then the rest of the session. A key then runs code
# from a few adjacent pages: after a pause, each page a key touches costs a page walk on top of
# its cache lines.
#
#   Tests/Benchmarks/hot_symbols.sh [BINARY]     # default: the .ci/install build in ~/.local/bin
#
# Needs valgrind and tmux. Names missing from a later build are skipped by the linker, so a
# stale list only costs memory; regenerate it after large changes.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-$HOME/.local/bin/fcm-compose}"
work="$(mktemp -d)"
trap 'tmux -L hotsyms kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# Debian 12's valgrind cannot read the toolchain's DWARF 5: profile a copy without it.
objcopy --strip-debug "$binary" "$work/fcm-compose"
python3 - "$work/draft.json" <<'PY'
import json, sys
sys.path.insert(0, "Tests/Benchmarks")
import keys_pty
json.dump(keys_pty.document(), open(sys.argv[1], "w"), ensure_ascii=False, indent=2)
PY
mkdir -p "$work/home"
tmux -L hotsyms new-session -d -s hot -x 120 -y 40 \
  "HOME=$work/home XDG_STATE_HOME=$work/home/state TERM=xterm-256color valgrind --tool=callgrind \
   --demangle=no --callgrind-out-file=$work/cg.out $work/fcm-compose $work/draft.json 2>$work/vg.log"
keys() { for k in "$@"; do tmux -L hotsyms send-keys -t hot "$k"; sleep "${PAUSE:-0.3}"; done; }
for _ in $(seq 1 60); do
  tmux -L hotsyms capture-pane -p -t hot 2>/dev/null | grep -q Compose && break
  sleep 0.5
done
sleep 1
callgrind_control --dump=startup "$work/fcm-compose" >/dev/null 2>&1
keys a b c d e f g h BSpace BSpace " " x y z
callgrind_control --dump=typing "$work/fcm-compose" >/dev/null 2>&1
keys Left Right End Tab Tab o n e " " t w o BSpace Left Right Tab Tab Tab
callgrind_control --dump=keystrokes "$work/fcm-compose" >/dev/null 2>&1
PAUSE=1 keys Tab Tab Down Down M-] M-] M-] M-] M-[ M-2 M-3 M-4 M-1 F1 Escape C-p Escape F8 Escape
PAUSE=1 keys C-q Right Right Enter
for _ in $(seq 1 60); do [ -s "$work/cg.out" ] && ! pgrep -f "callgrind.*$work" >/dev/null && break; sleep 0.5; done
nm --defined-only "$binary" | awk '$2 ~ /^[tTwW]$/ {print $3}' | sort -u > "$work/defined"
# Dumps: cg.out.1 start-up, cg.out.2 typing, cg.out.3 other keystrokes, cg.out the rest.
python3 - "$work/defined" Sources/fcm-compose/hot-symbols.txt "$work/cg.out.2" \
  "$work/cg.out.3" "$work/cg.out.1" "$work/cg.out" <<'PY'
import re, sys
defined = set(open(sys.argv[1]).read().split())
groups, seen = [], set()
for paths in [sys.argv[3:4], sys.argv[4:5], sys.argv[5:]]:  # typing, other keys, the rest
    group = set()
    for line in (line for path in paths for line in open(path)):
        m = re.match(r"^c?fn=\(\d+\) (\S+)$", line.strip())
        if m and m.group(1) in defined and m.group(1) not in seen:
            seen.add(m.group(1))
            group.add(m.group(1))
    groups.append(sorted(group))
open(sys.argv[2], "w").write("".join(name + "\n" for group in groups for name in group))
print(f"{len(groups[0])} typing, {len(groups[1])} other keys, {len(seen)} in all -> {sys.argv[2]}")
PY
