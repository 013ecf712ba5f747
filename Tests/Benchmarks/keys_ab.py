#!/usr/bin/env python3
"""Builds compared key by key: each in its own pty, one character into each in turn.

`keys_pty.py` types 200 characters into the composer and then 200 into nano. On a shared VM the
host's load moves absolute times by 2x over tens of seconds, so two builds measured one after
the other differ by more than most changes do. Here every program gets the same character in
the same round, one after another (which goes first turns with each character), so a busy
spell slows all of them alike and the ratios between them hold to 1–2 %. Each program
runs on a copy of `keys_pty.py`'s maximum-size draft in a 120x40 pty; a key's time is from its
write to the last byte of the frame (the output then quiet for 30 ms).

    Tests/Benchmarks/keys_ab.py OLD/fcm-compose NEW/fcm-compose nano
    Tests/Benchmarks/keys_ab.py --rounds 4 --chars 100 A B nano

"nano" stands for the system's nano; every other argument is an fcm-compose binary. Prints,
per round, each program's median and its ratio to nano's (when nano is one of them), then
the medians of those over the rounds. The ratios are harsher than `keys_pty.py`'s (about
2.2x where it gives 2.0x): between two of a program's keys the others run, so its caches are
colder than a lone session's. Use this to compare builds, `keys_pty.py` for the figure.
Python standard library only. Exit status 0, or 1 when a program failed.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys_pty  # noqa: E402  (the draft, the pty helpers and the quit keys)

TEXT = "Our biggest sale of the season starts now. "
QUIET = 0.03


def start(program, workdir, index):
    """Spawns `program` ("nano" or a composer binary) on its own copy of the draft; returns
    (pid, fd, quit keys) once its first frame is on screen."""
    draft = os.path.join(workdir, f"draft-{index}.json")
    with open(draft, "w", encoding="utf-8") as f:
        json.dump(keys_pty.document(), f, ensure_ascii=False, indent=2)
    if program == "nano":
        nano = shutil.which("nano")
        if not nano:
            sys.exit("keys_ab: nano is not installed (apt-get install -y nano)")
        argv, marker, quit_keys = [nano, "--ignorercfiles", draft], b"GNU nano", [b"\x18", b"n"]
    else:
        argv, marker = [program, draft], b"Compose"
        quit_keys = [keys_pty.CTRL_Q, keys_pty.RIGHT, keys_pty.RIGHT, keys_pty.ENTER]
    home = os.path.join(workdir, f"home-{index}")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
           "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
           "XDG_DATA_HOME": os.path.join(home, "data"),
           "XDG_STATE_HOME": os.path.join(home, "state"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    pid, fd = keys_pty.spawn(argv, env, marker, "keys_ab")
    return pid, fd, quit_keys


def stop(pid, fd, quit_keys):
    """Quits a program with its keys (the composer without saving); kills it if it stays."""
    for key in quit_keys:
        os.write(fd, key)
        keys_pty.drain_until_quiet(fd, QUIET)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if os.waitpid(pid, os.WNOHANG)[0]:
            break
        keys_pty.read_available(fd, 0.05)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    os.close(fd)


def one_round(programs, chars):
    """Each program's median last-byte time (ms) over `chars` characters typed in turn."""
    workdir = tempfile.mkdtemp(prefix="fcm-keys-ab-")
    try:
        sessions = [start(program, workdir, i) for i, program in enumerate(programs)]
        times = [[] for _ in programs]
        for k in range(chars):
            for i in [(k + j) % len(programs) for j in range(len(programs))]:
                timing, written = {}, time.monotonic()
                os.write(sessions[i][1], TEXT[k % len(TEXT)].encode())
                keys_pty.drain_until_quiet(sessions[i][1], QUIET, timing=timing, start=written)
                if "last" in timing:
                    times[i].append(timing["last"] * 1000)
        for session in sessions:
            stop(*session)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if any(not t for t in times):
        sys.exit("keys_ab: a program drew nothing for the typed characters")
    return [statistics.median(t) for t in times]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", help='fcm-compose binaries, and "nano"')
    parser.add_argument("--rounds", type=int, default=3, help="rounds (3)")
    parser.add_argument("--chars", type=int, default=200, help="characters per round (200)")
    args = parser.parse_args()
    for program in args.programs:
        if program != "nano" and not os.access(program, os.X_OK):
            sys.exit(f"keys_ab: no executable at {program}")
    nano = args.programs.index("nano") if "nano" in args.programs else None
    medians = []
    for number in range(1, args.rounds + 1):
        medians.append(one_round(args.programs, args.chars))
        line = [f"{p}: {m:.3f} ms" + (f" ({m / medians[-1][nano]:.3f}x)"
                                       if nano is not None and i != nano else "")
                for i, (p, m) in enumerate(zip(args.programs, medians[-1]))]
        print(f"round {number}: " + ", ".join(line), flush=True)
    print(f"over {args.rounds} rounds of {args.chars} characters (median of the round medians):")
    for i, program in enumerate(args.programs):
        ms = statistics.median(round_[i] for round_ in medians)
        ratio = ("" if nano is None or i == nano else
                 f", {statistics.median(r[i] / r[nano] for r in medians):.3f}x nano")
        print(f"  {program}: {ms:.3f} ms{ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
