#!/usr/bin/env python3
"""What a keystroke costs with cold caches, counted instead of timed: cache lines it misses.

Through a pty a key arrives after a typist's pause, when other work (here, other tenants of
the VM's cores) has taken the caches, so its latency is mostly the code and data lines it has
to fetch again (`keys_timeline.py`'s "work"), not its instructions. Timings of that vary by
±10 % from run to run on a shared machine; a cache simulation does not. This runs
`fcm-bench keys --cold` (which evicts the caches before every key) under callgrind's cache
simulator, with a fixed cache geometry so the figure is the same on any machine for the same
build, for `--keys N` and `--keys 2N`, and prints the difference per key: last-level misses
for code (ILmr), data read (DLmr) and data written (DLmw), in all and by part of the step,
then the functions that miss most.

    Tests/Benchmarks/cold_misses.py                    # builds fcm-bench (release) first
    Tests/Benchmarks/cold_misses.py --bench PATH --keys 100 --top 30
    Tests/Benchmarks/cold_misses.py --bench PATH --inclusive 80   # and with their callees

Needs valgrind, objcopy and Python's standard library (`swift demangle` for readable names,
when the toolchain has it). About a minute.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EVENTS = ["Ir", "ILmr", "DLmr", "DLmw"]
# A 32 KiB first level and an 8 MiB last level, both 64-byte lines: the evictor writes
# 64 MiB before each key, so every line a key uses is fetched again whatever the geometry.
CACHES = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]
# The step and its parts, by the start of their mangled names (inclusive costs).
PARTS = [
    ("step (all below)", "$s6TermUI11TerminalAppC4step6handle6render"),
    ("reduce", "$s8Composer7ReducerO6reduceySayAA6EffectOGAA0A5StateVz_AA6ActionOtFZ"),
    ("  derive (render, validate)", "$s8Composer7DerivedV5draft3now6server7reusing"),
    ("  form layout", "$s8Composer0A5StateV17refreshLayoutMemoyyF"),
    ("view", "$s8Composer0A4ViewO6render_4into6styles4home5cache"),
    ("  form pane", "$s8Composer12FormPaneViewO6render_6layout"),
    ("  preview pane", "$s8Composer15PreviewPaneViewO6render_6layout"),
    ("  grid fill", "$s6TermUI6BufferV4fill_4withyAA4RectV_AA4CellVtF"),
    ("  cached rows copied in", "$s6TermUI6BufferV8setCells_2inySayAA4CellVG_AA4RectVtF"),
    ("diff against the last frame", "$s6TermUI6BufferV4diff4fromSayAA10CellChangeVGAC_tF"),
]


def profile(bench, keys, out):
    """Runs `fcm-bench keys --cold --keys N` under the cache simulator into `out`."""
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--cache-sim=yes", *CACHES, "--demangle=no",
         f"--callgrind-out-file={out}", bench, "keys", "--cold", "--keys", str(keys)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def costs(path, inclusive):
    """Function name → [Ir, ILmr, DLmr, DLmw] from callgrind_annotate."""
    text = subprocess.run(
        ["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}",
         "--show=" + ",".join(EVENTS), "--threshold=100", path],
        check=True, capture_output=True, text=True).stdout
    table = {}
    for line in text.splitlines():
        fields = re.sub(r"\(\s*[\d.]+%\)", "", line).split()
        if len(fields) <= len(EVENTS) or not all(re.fullmatch(r"[\d,]+|\.", f)
                                                 for f in fields[:len(EVENTS)]):
            continue
        name = re.sub(r"^[^:\s]*:", "", " ".join(fields[len(EVENTS):]), count=1)
        name = re.sub(r" \[[^\]]*\]$", "", name)
        values = [0 if f == "." else int(f.replace(",", "")) for f in fields[:len(EVENTS)]]
        table[name] = [a + b for a, b in zip(table.get(name, [0] * len(EVENTS)), values)]
    return table


def per_key(short, long, keys):
    """Each function's cost in the longer run minus the shorter, per key."""
    return {name: [(b - a) / keys for a, b in zip(short.get(name, [0] * len(EVENTS)), value)]
            for name, value in long.items()}


def part(table, prefix):
    """The largest entry whose name starts with `prefix` (a specialised copy and its thunk
    both appear; the larger is the whole)."""
    rows = [value for name, value in table.items() if name.startswith(prefix)]
    return max(rows, key=lambda v: v[1] + v[2] + v[3]) if rows else None


def readable(names):
    """Names demangled by `swift demangle --simplified`, or as they are without it."""
    tool = shutil.which("swift")
    if not tool:
        return names
    result = subprocess.run([tool, "demangle", "--simplified"], input="\n".join(names),
                            capture_output=True, text=True)
    lines = result.stdout.splitlines()
    return lines if result.returncode == 0 and len(lines) == len(names) else names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", help="an fcm-bench binary (default: build it, release)")
    parser.add_argument("--keys", type=int, default=100, help="keys in the shorter run (100)")
    parser.add_argument("--top", type=int, default=20, help="functions to list (20)")
    parser.add_argument("--inclusive", type=int, default=0, metavar="N",
                        help="also list the N functions missing most lines with their callees")
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "objcopy"):
        if not shutil.which(tool):
            sys.exit(f"cold_misses: {tool} is not installed")
    bench = args.bench
    if not bench:
        subprocess.run(["swift", "build", "-c", "release", "--product", "fcm-bench"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        bench = os.path.join(ROOT, ".build", "release", "fcm-bench")
    work = tempfile.mkdtemp(prefix="fcm-cold-misses-")
    try:
        # Debian 12's valgrind cannot read the toolchain's DWARF 5: profile a copy without it.
        stripped = os.path.join(work, "fcm-bench")
        subprocess.run(["objcopy", "--strip-debug", bench, stripped], check=True)
        runs = [os.path.join(work, f"keys{n}.out") for n in (args.keys, 2 * args.keys)]
        for n, out in zip((args.keys, 2 * args.keys), runs):
            profile(stripped, n, out)
        inclusive = per_key(costs(runs[0], True), costs(runs[1], True), args.keys)
        exclusive = per_key(costs(runs[0], False), costs(runs[1], False), args.keys)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"per key, fcm-bench keys --cold (--keys {2 * args.keys} minus --keys {args.keys}):")
    print(f"  {'':30} {'lines':>7} {'code':>6} {'data r':>7} {'data w':>7} {'instr':>9}")
    for label, prefix in PARTS:
        value = part(inclusive, prefix)
        if value is None:
            print(f"  {label:30} (not found: renamed? see PARTS)")
            continue
        ir, code, read, written = value
        print(f"  {label:30} {code + read + written:7.0f} {code:6.0f} {read:7.0f} "
              f"{written:7.0f} {ir:9.0f}")
    step = part(inclusive, PARTS[0][1])
    rows = sorted(((v[1] + v[2] + v[3], v, name) for name, v in exclusive.items()
                   if step and v[1] + v[2] + v[3] < (step[1] + step[2] + step[3])),
                  reverse=True)[:args.top]
    print(f"\n  the {len(rows)} functions missing most lines themselves (exclusive):")
    for (total, v, _), name in zip(rows, readable([name for _, _, name in rows])):
        print(f"  {total:7.0f} {v[1]:6.0f} {v[2]:7.0f} {v[3]:7.0f} {v[0]:9.0f}  {name[:110]}")
    if args.inclusive:
        rows = sorted(((v[1] + v[2] + v[3], v, name) for name, v in inclusive.items()
                       if step and v[1] + v[2] + v[3] <= (step[1] + step[2] + step[3])),
                      reverse=True)[:args.inclusive]
        print(f"\n  the {len(rows)} functions missing most lines with their callees (inclusive):")
        for (total, v, _), name in zip(rows, readable([name for _, _, name in rows])):
            print(f"  {total:7.0f} {v[1]:6.0f} {v[2]:7.0f} {v[3]:7.0f} {v[0]:9.0f}  {name[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
