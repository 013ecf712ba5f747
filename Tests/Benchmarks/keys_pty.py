#!/usr/bin/env python3
"""Bytes written to a real terminal per typed character, time to the first frame, and a key's
latency against nano's, side by side.

Runs the release binary `fcm-compose FILE` in a pseudo-terminal (TERM=xterm-256color,
120x40), with FILE a temporary copy of a maximum-size draft (the shape of
`CoreBenchmark.document()`: about 4 KB, 100 data pairs). It waits for the first frame (the
word "Compose" on screen; goal < 50 ms from spawn), types 200 characters one at a time into
the focused title field, waiting each time until the output goes quiet, and reports the bytes
written per typed character (goal < 200). Then it quits: Ctrl-Q, and "Don't save" in the
unsaved-changes question (Right, Right, Enter).

Then the ratio (goal <= 2x): the composer and nano, each in its own pty on its own copy of
the draft, running at once, get the same 200 characters, a character to one and then to the
other (which goes first turns with each character), and the ratio is the composer's median
time from a key's write to the last byte of its frame over nano's. Typed side by side, a
spell of load on the shared host slows both alike; two sessions typed one after the other
would each meet a different spell, and their ratio moves by ±15 % from run to run.

    Tests/Benchmarks/keys_pty.py                 # builds the release binary when missing
    Tests/Benchmarks/keys_pty.py --build         # rebuilds it first
    FCM_COMPOSE=path/to/fcm-compose Tests/Benchmarks/keys_pty.py --chars 100 --quiet-ms 30
    Tests/Benchmarks/keys_pty.py --runs 8        # eight side-by-side rounds: the ratio's spread

Python standard library only. Exit status 0 when every goal is met (the ratio's: its median
over the rounds), 1 when one is missed, 2 when the run itself failed (no first frame, or the
composer did not exit).
"""

import argparse
import fcntl
import json
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
COLUMNS, LINES = 120, 40
FIRST_FRAME_GOAL_MS = 50.0
BYTES_GOAL = 200.0
# keypad mode: xterm sends application cursor keys (kcuf1 = ESC O C)
CTRL_Q, RIGHT, ENTER = b"\x11", b"\x1bOC", b"\r"


def document():
    """The same draft as `CoreBenchmark.document()` (member order included)."""
    data = {f"key_{i}": f"value {i} – ünïcödé" for i in range(100)}
    message = {
        "topic": "news",
        "notification": {
            "title": "Spring sale: 30% off 🌸",
            "body": "Our biggest sale of the season starts now.",
            "image": "https://example.com/img/spring-sale.png",
        },
        "data": data,
        "android": {
            "priority": "HIGH",
            "ttl": "86400s",
            "collapse_key": "sale",
            "notification": {
                "channel_id": "promotions",
                "color": "#e0457b",
                "click_action": "OPEN_SALE",
                "event_time": "2027-03-01T12:00:00Z",
                "vibrate_timings": ["0s", "0.5s"],
            },
        },
        "apns": {
            "headers": {"apns-priority": "10", "apns-push-type": "alert"},
            "payload": {"aps": {"badge": 1, "sound": "default", "mutable-content": 1}},
        },
        "webpush": {
            "headers": {"Urgency": "high", "TTL": "86400"},
            "notification": {"icon": "https://example.com/icon.png", "requireInteraction": True},
            "fcm_options": {"link": "https://example.com/sale"},
        },
        "fcm_options": {"analytics_label": "spring_sale"},
    }
    return {"name": "Benchmark", "console": {"expires": {"value": 3, "unit": "days"}},
            "message": message}


def binary(rebuild):
    path = os.environ.get("FCM_COMPOSE") or os.path.join(ROOT, ".build", "release", "fcm-compose")
    if "FCM_COMPOSE" not in os.environ and (rebuild or not os.path.exists(path)):
        print("building fcm-compose (release)…", file=sys.stderr)
        subprocess.run(["swift", "build", "-c", "release", "--product", "fcm-compose"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    if not os.access(path, os.X_OK):
        sys.exit(f"keys_pty: no executable at {path}")
    return path


def read_available(fd, timeout):
    """Bytes readable from `fd` within `timeout` seconds (b"" on timeout, None at EOF)."""
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        return b""
    try:
        chunk = os.read(fd, 65536)
    except OSError:  # EIO: the child closed the terminal
        return None
    return chunk or None


CURSOR_QUERY, CURSOR_REPORT = b"\x1b[6n", b"\x1b[1;2R"  # answer like tmux: "❄️" is one cell


def drain_until_quiet(fd, quiet, first_wait=0.5, limit=5.0, timing=None, start=None):
    """Reads until nothing arrives for `quiet` seconds (waiting up to `first_wait` for the first
    byte); returns (bytes, seconds to the first byte or None). `timing`, a dict, also gets
    "last": seconds to the last byte. Times count from `start` (default: now); a key's must be
    taken before it is written, since the woken program may run on this CPU before `write`
    returns here, and its whole frame would then seem to take no time."""
    out = bytearray()
    start = time.monotonic() if start is None else start
    first = None
    while time.monotonic() - start < limit:
        chunk = read_available(fd, quiet)
        if chunk is None:
            break
        if not chunk:
            if out or time.monotonic() - start >= first_wait:
                break
            continue
        if first is None:
            first = time.monotonic() - start
        if timing is not None:
            timing["last"] = time.monotonic() - start
        if CURSOR_QUERY in chunk:
            os.write(fd, CURSOR_REPORT)
        out += chunk
    return bytes(out), first


def spawn(argv, env, marker, caller, figures=None, quiet=0.03):
    """Runs `argv` in a COLUMNS x LINES pty and waits for its first frame (`marker` on screen;
    cursor position queries are answered), then for the output to go quiet for `quiet` seconds;
    returns (pid, fd).
    `figures`, a dict, gets "first_frame_ms" (from before the spawn to the marker) and
    "first_paint_bytes" (all written until quiet). When the program exits first, or no frame
    comes within 10 s, stops it and exits with status 2, naming `caller`."""
    size = struct.pack("HHHH", LINES, COLUMNS, 0, 0)
    spawned = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, size)
    screen = bytearray()
    while marker not in screen:
        chunk = read_available(fd, 0.5)
        if chunk is None or time.monotonic() - spawned > 10:
            why = "exited before drawing" if chunk is None else "no frame within 10 s"
            fail(pid, f"{caller}: {argv[0]}: {why} ({marker!r} never on screen):\n"
                      + screen.decode("utf-8", "replace"))
        if CURSOR_QUERY in chunk:
            os.write(fd, CURSOR_REPORT)
        screen += chunk
    first_frame_ms = (time.monotonic() - spawned) * 1000
    rest, _ = drain_until_quiet(fd, quiet)
    if figures is not None:
        figures["first_frame_ms"] = round(first_frame_ms, 1)
        figures["first_paint_bytes"] = len(screen) + len(rest)
    return pid, fd


def fail(pid, message):
    """Stops the program `pid` and exits with status 2 (the run itself failed), saying why."""
    try:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except OSError:
        pass
    print(message, file=sys.stderr)
    sys.exit(2)


def peak_rss_kib(pid):
    """VmHWM of a running process (peak resident set), in KiB, or None."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def session(argv, env, marker, text, chars, quiet, quit_keys):
    """Runs `argv` in a pty, waits for `marker`, types `chars` characters of `text` one at a
    time, reads the peak RSS, then quits with `quit_keys`. Returns the figures."""
    figures = {}
    pid, fd = spawn(argv, env, marker, "keys_pty", figures, quiet)
    sizes, latencies, last_bytes = [], [], []
    for i in range(chars):
        timing = {}
        written = time.monotonic()
        os.write(fd, text[i % len(text)].encode())
        out, first = drain_until_quiet(fd, quiet, timing=timing, start=written)
        sizes.append(len(out))
        if first is not None:
            latencies.append(first * 1000)
            last_bytes.append(timing["last"] * 1000)
    rss = peak_rss_kib(pid)
    status = stop(pid, fd, quit_keys, quiet)
    if status is None:
        print(f"keys_pty: {argv[0]}: did not exit after the quit keys", file=sys.stderr)
        sys.exit(2)
    return {
        **figures,
        "chars": len(sizes),
        "bytes_per_char_mean": round(sum(sizes) / max(1, len(sizes)), 1),
        "bytes_per_char_median": statistics.median(sizes) if sizes else 0,
        "bytes_per_char_max": max(sizes, default=0),
        "echo_latency_ms_median": round(statistics.median(latencies), 3) if latencies else None,
        "last_byte_ms_median": round(statistics.median(last_bytes), 3) if last_bytes else None,
        "peak_rss_mib": round(rss / 1024, 1) if rss else None,
        "silent_keystrokes": len(sizes) - len(latencies),
        "exit_status": status,
    }


COMPOSER_QUIT = [CTRL_Q, RIGHT, RIGHT, ENTER]  # Ctrl-Q, then "Don't save"
NANO_QUIT = [b"\x18", b"n"]  # ^X, then "no" to saving
TEXT = "Our biggest sale of the season starts now. "


def environment(home):
    """The environment each program runs in: no profiles, themes or recovery files from the
    real home, UTF-8, xterm-256color."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
            "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_STATE_HOME": os.path.join(home, "state"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


def start(program, workdir, index, caller):
    """Spawns `program` ("nano" or a composer binary) on its own copy of the draft, in its own
    pty; returns (pid, fd, quit keys) once its first frame is on screen."""
    draft = os.path.join(workdir, f"draft-{index}.json")
    with open(draft, "w", encoding="utf-8") as f:
        json.dump(document(), f, ensure_ascii=False, indent=2)
    if program == "nano":
        nano = shutil.which("nano")
        if not nano:
            sys.exit(f"{caller}: nano is not installed (apt-get install -y nano)")
        argv, marker, quit_keys = [nano, "--ignorercfiles", draft], b"GNU nano", NANO_QUIT
    else:
        argv, marker, quit_keys = [program, draft], b"Compose", COMPOSER_QUIT
    pid, fd = spawn(argv, environment(os.path.join(workdir, f"home-{index}")), marker, caller)
    return pid, fd, quit_keys


def stop(pid, fd, quit_keys, quiet):
    """Quits a program with its keys (the composer without saving) and returns its exit
    status; kills it, and returns None, when it is still running 5 s later."""
    for key in quit_keys:
        os.write(fd, key)
        drain_until_quiet(fd, quiet)
    status = None
    deadline = time.monotonic() + 5
    while status is None and time.monotonic() < deadline:
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
        else:
            read_available(fd, 0.05)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    return status


def side_by_side(programs, chars, quiet, caller):
    """Types `chars` characters into each of `programs`, running at once, each in its own pty:
    every character goes to each program in turn, and which goes first turns with each
    character, so a spell of load on the host slows them alike. Returns, per program, a dict:
    the median time from a key's write to the last byte of its frame (ms), the mean bytes
    written per character, and the peak RSS (MiB)."""
    workdir = tempfile.mkdtemp(prefix=f"fcm-{caller}-")
    try:
        sessions = [start(program, workdir, i, caller) for i, program in enumerate(programs)]
        times = [[] for _ in programs]
        sizes = [[] for _ in programs]
        for k in range(chars):
            for i in [(k + j) % len(programs) for j in range(len(programs))]:
                timing, written = {}, time.monotonic()
                os.write(sessions[i][1], TEXT[k % len(TEXT)].encode())
                out, _ = drain_until_quiet(sessions[i][1], quiet, timing=timing, start=written)
                sizes[i].append(len(out))
                if "last" in timing:
                    times[i].append(timing["last"] * 1000)
        rss = [peak_rss_kib(pid) for pid, _, _ in sessions]
        for session in sessions:
            stop(*session, quiet)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if any(not t for t in times):
        sys.exit(f"{caller}: a program drew nothing for the typed characters")
    return [{"last_byte_ms_median": statistics.median(t),
             "bytes_per_char_mean": round(sum(z) / len(z), 1),
             "peak_rss_mib": round(r / 1024, 1) if r else None}
            for t, z, r in zip(times, sizes, rss)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chars", type=int, default=200, help="characters to type (200)")
    parser.add_argument("--quiet-ms", type=float, default=30.0,
                        help="output silence that ends a keystroke (30 ms)")
    parser.add_argument("--build", action="store_true", help="rebuild the release binary")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--runs", type=int, default=1,
                        help="side-by-side rounds with nano for the ratio (1)")
    args = parser.parse_args()
    exe = binary(args.build)
    quiet = args.quiet_ms / 1000

    workdir = tempfile.mkdtemp(prefix="fcm-keys-pty-")
    try:
        draft = os.path.join(workdir, "max-draft.json")
        with open(draft, "w", encoding="utf-8") as f:
            json.dump(document(), f, ensure_ascii=False, indent=2)
        figures = session([exe, draft], environment(workdir), b"Compose", TEXT, args.chars,
                          quiet, COMPOSER_QUIT)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    status = figures["exit_status"]
    first_frame_ms = figures["first_frame_ms"]
    per_char = figures["bytes_per_char_mean"]
    # The peer: nano editing the same draft in the same pty size, typed the same characters
    # side by side with the composer (a key to one, then to the other).
    if shutil.which("nano"):
        rounds = [side_by_side([exe, "nano"], args.chars, quiet, "keys_pty")
                  for _ in range(max(1, args.runs))]
        figures["side_by_side"] = rounds
        figures["ratios"] = [fcm["last_byte_ms_median"] / max(0.001, nano["last_byte_ms_median"])
                             for fcm, nano in rounds]
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"fcm-compose in a {COLUMNS}x{LINES} pty (xterm-256color), max-size draft")
        print(f"  first frame: {first_frame_ms:.1f} ms from spawn (goal < {FIRST_FRAME_GOAL_MS:.0f}"
              f" ms), {figures['first_paint_bytes']} B")
        print(f"  typed {figures['chars']} characters: {per_char:.1f} B per character (goal <"
              f" {BYTES_GOAL:.0f}); median {figures['bytes_per_char_median']} B, max"
              f" {figures['bytes_per_char_max']} B")
        if figures["echo_latency_ms_median"] is not None:
            print(f"  alone, key to first byte back: median {figures['echo_latency_ms_median']} ms;"
                  f" to the last byte: median {figures['last_byte_ms_median']} ms")
        print(f"  peak RSS (VmHWM): {figures['peak_rss_mib']} MiB")
        for number, (fcm, nano) in enumerate(figures.get("side_by_side", []), 1):
            print(f"  side by side with nano ({args.chars} characters each, in turn), round"
                  f" {number}: key to last byte median {fcm['last_byte_ms_median']:.3f} ms,"
                  f" nano {nano['last_byte_ms_median']:.3f} ms ({nano['bytes_per_char_mean']} B"
                  f" per character, peak RSS {nano['peak_rss_mib']} MiB): ratio"
                  f" {figures['ratios'][number - 1]:.2f}x (goal <= 2x)")
        ratios = figures.get("ratios")
        if ratios and len(ratios) > 1:
            print(f"  over {len(ratios)} rounds: ratio median {statistics.median(ratios):.2f}x"
                  f" ({min(ratios):.2f}-{max(ratios):.2f}x), {sum(r <= 2 for r in ratios)} of"
                  f" {len(ratios)} at or under 2x")
        if not ratios:
            print("  nano not installed (apt-get install -y nano): no peer figures")
        print(f"  exit status after Ctrl-Q, Don't save: {status}")
    ok = first_frame_ms < FIRST_FRAME_GOAL_MS and per_char < BYTES_GOAL and status == 0
    if figures.get("ratios"):
        ok = ok and statistics.median(figures["ratios"]) <= 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
