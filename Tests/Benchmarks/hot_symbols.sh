#!/usr/bin/env bash
# Regenerates Tests/Benchmarks/hot-symbols.txt: the functions a composer session runs
# (start-up on the maximum-size draft, typing, tab and preview switches, help, the palette,
# quitting). The release link lays these out together (lld --symbol-ordering-file), so the
# 1.3 MB of code a session runs sits in a few hundred pages instead of being spread over the
# 17 MB text (the kernel maps 64 KiB around each page fault: scattered, it kept 11.7 MiB
# resident; README, "Tests and benchmarks").
#
# Three groups: the functions typing into the title runs, then those other keystrokes add
# (moving, Tab, typing into the text), each counted alone between two `callgrind_control
# --dump`s, then the rest of the session. A key then runs code from a few adjacent pages: after
# a pause, each page a key touches costs a page walk on top of its cache lines. The typing group
# is in the order a typed character first runs each function (a second session under lackey,
# `--trace-superblocks`, six characters after four to warm up), so its cold code is fetched
# front to back, as the hardware prefetches it (the traced order moves a little from run to run:
# Swift seeds its hashing per process); typing functions the trace did not meet, and the other
# two groups, follow sorted (so those parts of a regenerated list diff by what changed).
#
#   Tests/Benchmarks/hot_symbols.sh [BINARY]     # default: the .ci/install build in ~/.local/bin
#
# Needs valgrind and tmux; about two minutes. Names missing from a later build are skipped by
# the linker, so a stale list only costs memory; regenerate it after large changes.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-$HOME/.local/bin/fcm-compose}"
work="$(mktemp -d)"
quit_tmux() { tmux -L "$1" kill-server 2>/dev/null || true; }
trap 'quit_tmux hotsyms; quit_tmux hotorder; rm -rf "$work"' EXIT
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
# The order of first execution: every superblock a typed character enters, in order.
mkdir -p "$work/home2"
tmux -L hotorder new-session -d -s order -x 120 -y 40 \
  "HOME=$work/home2 XDG_STATE_HOME=$work/home2/state TERM=xterm-256color valgrind \
   --tool=lackey --trace-superblocks=yes --log-file=$work/sb.log $work/fcm-compose \
   $work/draft.json"
for _ in $(seq 1 120); do
  tmux -L hotorder capture-pane -p -t order 2>/dev/null | grep -q Compose && break
  sleep 0.5
done
sleep 1
# Where valgrind mapped the executable (its first segment is the ELF header, at address 0).
tracer=$(pgrep -f "^[^ ]*valgrind[^ ]* --tool=lackey.*$work/fcm-compose" | head -1)
base=$(awk -v file="$work/fcm-compose" '$6 == file {split($1, r, "-"); print r[1]; exit}' \
  "/proc/$tracer/maps")
order_keys() { for k in "$@"; do tmux -L hotorder send-keys -t order "$k"; sleep 1.5; done; }
order_keys a b c d
from=$(stat -c %s "$work/sb.log")
order_keys e f g h i j
to=$(stat -c %s "$work/sb.log")
quit_tmux hotorder
nm -n -S --defined-only "$work/fcm-compose" | awk 'NF == 4 && $3 ~ /^[tTwW]$/ {print $1, $2, $4}' \
  > "$work/addresses"
# Dumps: cg.out.1 start-up, cg.out.2 typing, cg.out.3 other keystrokes, cg.out the rest.
python3 - "$work/defined" Tests/Benchmarks/hot-symbols.txt "$work/addresses" \
  "$work/sb.log:$from:$to" "$base" \
  "$work/cg.out.2" "$work/cg.out.3" "$work/cg.out.1" "$work/cg.out" <<'PY'
import bisect, re, sys
defined = set(open(sys.argv[1]).read().split())
groups, seen = [], set()
for paths in [sys.argv[6:7], sys.argv[7:8], sys.argv[8:]]:  # typing, other keys, the rest
    group = set()
    for line in (line for path in paths for line in open(path)):
        m = re.match(r"^c?fn=\(\d+\) (\S+)$", line.strip())
        if m and m.group(1) in defined and m.group(1) not in seen:
            seen.add(m.group(1))
            group.add(m.group(1))
    groups.append(sorted(group))
# Superblock addresses to functions, less the base valgrind mapped the executable at.
symbols = sorted((int(a, 16), int(size, 16), name)
                 for a, size, name in (line.split() for line in open(sys.argv[3])))
starts = [a for a, _, _ in symbols]
base = int(sys.argv[5], 16)
log, start, end = sys.argv[4].rsplit(":", 2)  # the bytes the six characters added
with open(log, "rb") as f:
    f.seek(int(start))
    typed = f.read(int(end) - int(start)).decode("ascii", "replace")
blocks = [int(m.group(1), 16) - base
          for m in map(re.compile(r"^SB ([0-9a-f]+)$").match, typed.splitlines()) if m]
order, met = [], set()
for address in blocks:
    i = bisect.bisect_right(starts, address) - 1
    if i < 0 or address >= starts[i] + symbols[i][1]:  # another object's code (libc, …)
        continue
    name = symbols[i][2]
    if name not in met and name in defined:
        met.add(name)
        order.append(name)
typing = order + [name for name in groups[0] if name not in met]
rest = [name for group in groups[1:] for name in group if name not in met]
if not order:
    sys.exit("hot_symbols: the lackey trace met no function of the binary")
open(sys.argv[2], "w").write("".join(name + "\n" for name in typing + rest))
print(f"{len(typing)} typing ({len(order)} in the order run), {len(groups[1])} other keys,"
      f" {len(typing) + len(rest)} in all -> {sys.argv[2]}")
PY
