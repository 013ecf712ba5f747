#!/usr/bin/env python3
"""Where a typed character's time goes: the composer and nano, typed into the same way.

Runs `fcm-compose` and then nano in a 120x40 pseudo-terminal on the maximum-size draft of
`keys_pty.py`, types `--chars` characters (one at a time, each after the output went quiet
for 30 ms) and, with `syscall_times.c` preloaded (built here with `cc`), takes the times of
the program's own system calls. For each key it splits the time from the key's write to the
last byte read back into four parts, and prints their medians:

    wake      until the program's wait (poll) returns; nano waits in read, so for it this is
              until the read returns
    to read   from there until its read of the key returns (0 for nano)
    work      from that read until its last write of the frame starts
    deliver   from there until this script has the last byte (the write itself, then the
              reader waking)

and, on a second line, the write system call alone. For the composer a third line splits its
part with the marks it writes under `FCM_COMPOSE_TRACE` (`StepTrace`): dispatch (poll's return
to the step), input (reading and decoding the key), reduce (keymap and reducer), view (drawing
the state into the grid), diff (against the frame on screen) and encode (the changes as bytes).

    Tests/Benchmarks/keys_timeline.py                       # ~/.local/bin/fcm-compose
    FCM_COMPOSE=path/to/fcm-compose Tests/Benchmarks/keys_timeline.py --chars 100

Python standard library and a C compiler (`cc`, or `CC`). Exit status 0; 2 when a program
drew no first frame; 1 when another part failed (no compiler, no key timed).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys_pty  # noqa: E402  (the draft, the pty helpers and the environment)

HERE = os.path.dirname(os.path.abspath(__file__))
READ_DONE, WRITE_START, POLL_DONE, WRITE_DONE = 1, 2, 4, 5
# StepTrace points, in a step's order, and the parts between them (keys_timeline's names).
STEP_PARTS = [("dispatch", None, "step"), ("input", "step", "events"),
              ("reduce", "events", "handled"), ("view", "render", "rendered"),
              ("diff", "rendered", "diffed"), ("encode", "diffed", "drawn")]


def shim(workdir):
    """Builds syscall_times.c into `workdir`; returns the library's path."""
    library = os.path.join(workdir, "syscall_times.so")
    compiler = os.environ.get("CC", "cc")
    try:
        subprocess.run([compiler, "-O2", "-shared", "-fPIC", "-o", library,
                        os.path.join(HERE, "syscall_times.c"), "-ldl"], check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"keys_timeline: cannot build syscall_times.c with {compiler}: {error}")
    return library


def typed(argv, env, marker, quit_keys, chars):
    """Types `chars` characters into `argv` in a pty; returns (write time, last byte time) per
    key, in time.monotonic() seconds."""
    pid, fd = keys_pty.spawn(argv, env, marker, "keys_timeline")
    text = keys_pty.TEXT
    keys = []
    for i in range(chars):
        timing = {}
        written = time.monotonic()
        os.write(fd, text[i % len(text)].encode())
        keys_pty.drain_until_quiet(fd, 0.03, timing=timing, start=written)
        if "last" in timing:
            keys.append((written, written + timing["last"]))
    keys_pty.stop(pid, fd, quit_keys, 0.03)
    return keys


def phases(keys, events, marks=()):
    """The four parts of each key's time, the write system call and the `STEP_PARTS` (when
    `marks`, (time, point name) pairs, are given), in ms."""
    rows = []
    for index, (written, last) in enumerate(keys):
        until = keys[index + 1][0] if index + 1 < len(keys) else last + 1
        mine = [e for e in events if written <= e[0] < until]
        reads = [e for e in mine if e[1] == READ_DONE and e[2] > 0]
        writes = [e for e in mine if e[1] == WRITE_START]
        if not reads or not writes:
            continue
        polls = [e for e in mine if e[1] == POLL_DONE and e[0] <= reads[0][0]]
        woke = polls[0][0] if polls else reads[0][0]
        done = [e for e in mine if e[1] == WRITE_DONE and e[0] >= writes[-1][0]]
        row = [(woke - written) * 1e3, (reads[0][0] - woke) * 1e3,
               (writes[-1][0] - reads[0][0]) * 1e3, (last - writes[-1][0]) * 1e3,
               (last - written) * 1e3, (done[0][0] - writes[-1][0]) * 1e3 if done else None]
        if marks:
            # The step that read the key: the first to start after poll returned.
            first = {}
            for at, point in marks:
                if woke <= at < until and point not in first:
                    first[point] = at
            first[None] = woke
            row += [(first[b] - first[a]) * 1e3 if a in first and b in first else None
                    for _, a, b in STEP_PARTS]
        rows.append(row)
    return rows


def median(rows, index):
    """The median of column `index` over the rows that have it."""
    values = [row[index] for row in rows if len(row) > index and row[index] is not None]
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chars", type=int, default=200, help="characters to type (200)")
    args = parser.parse_args()
    exe = os.environ.get("FCM_COMPOSE") or os.path.expanduser("~/.local/bin/fcm-compose")
    if not os.access(exe, os.X_OK):
        sys.exit(f"keys_timeline: no executable at {exe} (run .ci/install, or set FCM_COMPOSE)")
    workdir = tempfile.mkdtemp(prefix="fcm-keys-timeline-")
    try:
        library = shim(workdir)
        draft = os.path.join(workdir, "max-draft.json")
        with open(draft, "w", encoding="utf-8") as f:
            json.dump(keys_pty.document(), f, ensure_ascii=False, indent=2)
        runs = [("fcm-compose", [exe, draft], b"Compose", keys_pty.COMPOSER_QUIT)]
        nano = shutil.which("nano")
        if nano:
            runs.append(("nano", [nano, "--ignorercfiles", draft], b"GNU nano",
                         keys_pty.NANO_QUIT))
        print(f"{args.chars} characters typed into each, {keys_pty.COLUMNS}x{keys_pty.LINES} pty;"
              " medians in ms")
        for name, argv, marker, quit_keys in runs:
            log = os.path.join(workdir, f"{name}.times")
            env = dict(keys_pty.environment(workdir), LD_PRELOAD=library, SYSCALL_TIMES=log)
            trace = os.path.join(workdir, f"{name}.trace")
            if name == "fcm-compose":
                env["FCM_COMPOSE_TRACE"] = trace
            keys = typed(argv, env, marker, quit_keys, args.chars)
            with open(log, encoding="ascii") as f:
                events = [(float(a), int(b), int(c)) for a, b, c in (line.split() for line in f)]
            marks = []
            if os.path.exists(trace):
                with open(trace, encoding="ascii") as f:
                    marks = [(float(a), b) for a, b in (line.split() for line in f
                                                        if not line.startswith("#"))]
            rows = phases(keys, events, marks)
            if not rows:
                sys.exit(f"keys_timeline: {name}: no key was timed")
            wake, to_read, work, deliver, total, write = (median(rows, i) for i in range(6))
            print(f"  {name:12} wake {wake:.3f}  to read {to_read:.3f}  work {work:.3f}"
                  f"  deliver {deliver:.3f}  total {total:.3f}  ({len(rows)} keys)")
            print(f"  {'':12} the write system call {write:.3f}")
            if marks:
                print(f"  {'':12} " + "  ".join(
                    f"{part} {median(rows, 6 + i):.3f}" for i, (part, _, _) in
                    enumerate(STEP_PARTS)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
