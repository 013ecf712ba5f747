#!/usr/bin/env python3
"""Pacing benchmark: `fcm-compose send --rate 200/s` over 2,000 recipients against the loopback
fake FCM server (Tests/FakeFCM/fake_fcm.py), counting the requests the server received in each
second. After the first second every full second must be within ±10 % of the rate.

    python3 Tests/Benchmarks/rate_bench.py [--rate 200] [--count 2000] [--ramp 0] [--bin PATH]

Builds `fcm-compose` in release mode unless --bin is given. Exit status 1 when a second is out
of bounds. A script, not a timed test: the host's load can only make seconds slower, and the
pacer must never make one faster.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import send_bench  # noqa: E402  (build, start_server)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=int, default=200)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--ramp", default="0")
    parser.add_argument("--bin")
    args = parser.parse_args()
    binary = args.bin or send_bench.build()
    with tempfile.TemporaryDirectory(prefix="rate-bench-") as tmp:
        server, base, sa_path = start_server(tmp)
        try:
            tokens = os.path.join(tmp, "tokens.txt")
            send_bench.write_tokens(tokens, args.count, "rate-")
            draft = os.path.join(tmp, "draft.json")
            with open(draft, "w") as f:
                json.dump({"message": {"notification": {"title": "Paced"}}}, f)
            env = dict(os.environ, XDG_STATE_HOME=tmp, XDG_DATA_HOME=tmp)
            command = [binary, "send", draft, "--tokens-file", tokens, "--credentials", sa_path,
                       "--endpoint", base, "--rate", f"{args.rate}/s", "--quiet", "--no-history"]
            if args.ramp != "0":
                command += ["--ramp", args.ramp]
            subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
            with urllib.request.urlopen(base + "/__admin/requests") as r:
                requests = json.load(r)["requests"]
        finally:
            server.kill()
            server.wait()
    times = sorted(q["at"] for q in requests if q["path"].endswith("messages:send"))
    if len(times) != args.count:
        print(f"FAIL: the server saw {len(times)} requests, expected {args.count}")
        return 1
    start = times[0]
    seconds = int(times[-1] - start)
    counts = [0] * (seconds + 1)
    for t in times:
        counts[int(t - start)] += 1
    low, high = args.rate * 0.9, args.rate * 1.1
    full = counts[1:-1]  # the first second warms up; the last is partial
    bad = [(i + 1, n) for i, n in enumerate(full) if not low <= n <= high]
    print(f"rate {args.rate}/s, {args.count} recipients, {len(times)} requests in "
          f"{times[-1] - start:.2f} s")
    print("per second: " + " ".join(str(n) for n in counts))
    if full:
        print(f"full seconds after the first: min {min(full)}, max {max(full)} "
              f"(bounds {low:.0f}-{high:.0f})")
    if args.ramp != "0":
        return 0
    if bad:
        print("FAIL: seconds out of bounds: " + ", ".join(f"{i}: {n}" for i, n in bad))
        return 1
    print("OK")
    return 0


def start_server(tmp):
    # Like send_bench's, but recording requests (with the time each arrived).
    server, base, sa_path = send_bench.start_server(tmp, "bench-project")
    server.kill()
    server.wait()
    server = subprocess.Popen([sys.executable, send_bench.FAKE, "--service-account", sa_path,
                               "--project", "bench-project"], stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline().split()[1])
    base = f"http://127.0.0.1:{port}"
    with open(sa_path) as f:
        sa = json.load(f)
    sa["token_uri"] = base + "/token"
    with open(sa_path, "w") as f:
        json.dump(sa, f)
    return server, base, sa_path


if __name__ == "__main__":
    sys.exit(main())
