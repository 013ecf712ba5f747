#!/usr/bin/env python3
"""Builds compared key by key: each in its own pty, one character into each in turn.

On a shared VM the host's load moves absolute times by 2x over tens of seconds, so two builds
measured one after the other differ by more than most changes do. Here every program gets the
same character in the same round, one after another (which goes first turns with each
character), so a busy spell slows all of them alike and the ratios between them hold to
1–2 %. Each program runs on a copy of `keys_pty.py`'s maximum-size draft in a 120x40 pty; a
key's time is from its write to the last byte of the frame (the output then quiet for 30 ms).
The rounds are `keys_pty.py`'s side-by-side rounds (`keys_pty.side_by_side`), with any number
of programs.

    Tests/Benchmarks/keys_ab.py OLD/fcm-compose NEW/fcm-compose nano
    Tests/Benchmarks/keys_ab.py --rounds 4 --chars 100 A B nano

"nano" stands for the system's nano; every other argument is an fcm-compose binary. Prints,
per round, each program's median and its ratio to nano's (when nano is one of them), then
the medians of those over the rounds. Use this to compare builds, `keys_pty.py` for the
figures of one build.
Python standard library only. Exit status 0, or 2 when a program failed (no first frame).
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys_pty  # noqa: E402  (the draft and the side-by-side rounds)

QUIET = 0.03


def one_round(programs, chars):
    """Each program's median last-byte time (ms) over `chars` characters typed in turn."""
    return [figures["last_byte_ms_median"]
            for figures in keys_pty.side_by_side(programs, chars, QUIET, "keys_ab")]


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
