#!/usr/bin/env python3
"""Personalized campaigns: validating and sending a large audience file.

    python3 Tests/Benchmarks/audience_bench.py [--rows 1000000] [--send-rows 1000000]
                                               [--concurrency 64] [--runs 3] [--bin PATH]
                                               [--journal-dir DIR]

1. `fcm-compose validate draft.json --audience A.csv` over --rows rows: rows/s and peak RSS
   (every row's substituted message through every rule; goal >= 200,000 rows/s, < 64 MB).
2. Against the loopback fake FCM server (Tests/FakeFCM/fake_fcm.py, --no-record), the same
   --send-rows recipients sent twice: `send --tokens-file` with a plain message, then
   `send --audience` with the personalized one (same sizes): msg/s, client CPU per message,
   peak RSS and the ratio of the medians over --runs alternating runs (goal >= 90 % of the
   tokens file, peak RSS < 64 MB). Every send journals each request durably (fdatasync in
   batches) before it leaves; `--journal-dir /dev/shm` keeps the journals off the disk, whose
   latency on a shared machine varies from run to run more than the senders differ.

Builds `fcm-compose` in release mode unless --bin is given. Each figure is one process timed
from start to exit (wait4 gives its peak RSS).
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

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from send_bench import build, start_server, stats  # noqa: E402

NAMES = ["Ana", "Bo", "Zoë", "Dmitri", "", "María José", "李雷", "O'Brien, \"Ned\"", "Ngozi"]
PAD = "APA91b" + "x" * 140


def token(i):
    return f"aud-{i:08d}:{PAD}"


def write_audience(path, rows):
    with open(path, "w", newline="") as f:
        f.write("token,first_name,order_id,city\r\n")
        for i in range(rows):
            name = NAMES[i % len(NAMES)]
            if '"' in name or "," in name:
                name = '"' + name.replace('"', '""') + '"'
            f.write(f"{token(i)},{name},A{i:09d},Oslo\r\n")


def write_tokens(path, rows):
    with open(path, "w") as f:
        for i in range(rows):
            f.write(token(i) + "\n")


PERSONAL = {"name": "Shipped", "message": {
    "notification": {"title": "Hi {{first_name|there}}",
                     "body": "Your order {{order_id}} has shipped to {{city}}"},
    "data": {"order": "{{order_id}}", "link": "shop://orders/{{order_id}}"}}}
PLAIN = {"name": "Shipped", "message": {
    "notification": {"title": "Hi Dmitri",
                     "body": "Your order A000000001 has shipped to Oslo"},
    "data": {"order": "A000000001", "link": "shop://orders/A000000001"}}}


def timed(cmd, env, out_path):
    out = open(out_path, "w+")
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    out.seek(0)
    timed.cpu = usage.ru_utime + usage.ru_stime
    return elapsed, usage.ru_maxrss / 1024, code, out.read()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rows", type=int, default=1_000_000)
    p.add_argument("--send-rows", type=int, default=1_000_000)
    p.add_argument("--concurrency", type=int, default=64)
    p.add_argument("--runs", type=int, default=3,
                   help="send runs of each kind, alternating (the medians are compared)")
    p.add_argument("--journal-dir",
                   help="where the send journals go (default: the temporary folder); "
                        "/dev/shm takes the disk's fdatasync latency out of the comparison")
    p.add_argument("--bin")
    args = p.parse_args()
    binary = args.bin or build()
    tmp = tempfile.mkdtemp(prefix="audience-bench-")
    env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp, XDG_CONFIG_HOME=tmp)
    try:
        personal = os.path.join(tmp, "personal.json")
        plain = os.path.join(tmp, "plain.json")
        json.dump(PERSONAL, open(personal, "w"))
        json.dump(PLAIN, open(plain, "w"))

        audience = os.path.join(tmp, "audience.csv")
        write_audience(audience, args.rows)
        mb = os.path.getsize(audience) / 1e6
        print(f"validate: {args.rows:,} rows ({mb:.0f} MB CSV) …", flush=True)
        seconds, rss, code, output = timed(
            [binary, "validate", personal, "--audience", audience], env,
            os.path.join(tmp, "validate.out"))
        if code != 0:
            print(output)
            raise SystemExit(f"validate exited {code}")
        print(output.strip().splitlines()[0])
        print(f"  {args.rows / seconds:10,.0f} rows/s  ({seconds:.2f} s)   peak RSS {rss:.1f} MB"
              f"   (goals: >= 200,000 rows/s, < 64 MB)", flush=True)

        if args.send_rows <= 0:
            return
        server, base, sa_path = start_server(tmp, "bench-project")
        journals = tempfile.mkdtemp(prefix="audience-bench-journals-", dir=args.journal_dir)
        try:
            send_audience = os.path.join(tmp, "send.csv")
            tokens = os.path.join(tmp, "tokens.txt")
            write_audience(send_audience, args.send_rows)
            write_tokens(tokens, args.send_rows)
            common = ["--credentials", sa_path, "--endpoint", base, "--no-history", "--quiet",
                      "--concurrency", str(args.concurrency)]
            results = {"tokens file": [], "audience": []}
            cpu = {"tokens file": [], "audience": []}
            rss_peak = {"tokens file": 0.0, "audience": 0.0}
            for run in range(args.runs):
                pair = [
                    ("tokens file", [binary, "send", plain, "--tokens-file", tokens,
                                     "--journal", os.path.join(journals, f"t{run}.journal")] + common),
                    ("audience", [binary, "send", personal, "--audience", send_audience,
                                  "--journal", os.path.join(journals, f"a{run}.journal")] + common),
                ]
                # Alternate which goes first: the machine is shared and its load drifts.
                for label, cmd in (pair if run % 2 == 0 else pair[::-1]):
                    before = stats(base)["delivered"]
                    print(f"send {label} (run {run + 1}/{args.runs}): {args.send_rows:,} "
                          "recipients …", flush=True)
                    seconds, rss, code, output = timed(cmd, env, os.path.join(tmp, "send.out"))
                    delivered = stats(base)["delivered"] - before
                    if code != 0 or delivered != args.send_rows:
                        print(output)
                        raise SystemExit(f"send {label} exited {code}, delivered {delivered}")
                    results[label].append(args.send_rows / seconds)
                    cpu[label].append(timed.cpu / args.send_rows * 1e6)
                    rss_peak[label] = max(rss_peak[label], rss)
                    print(f"  {results[label][-1]:10,.0f} msg/s  ({seconds:.1f} s)   peak RSS "
                          f"{rss:.1f} MB   client CPU {cpu[label][-1]:.1f} µs/msg", flush=True)
            msgs = {label: statistics.median(v) for label, v in results.items()}
            cpus = {label: statistics.median(v) for label, v in cpu.items()}
            for label in results:
                print(f"{label}: median {msgs[label]:,.0f} msg/s, client CPU {cpus[label]:.1f} "
                      f"µs/msg, peak RSS {rss_peak[label]:.1f} MB (goal < 64 MB)")
            ratio = msgs["audience"] / msgs["tokens file"]
            print(f"audience / tokens file: {ratio:.2f}  (goal >= 0.90); client CPU per message "
                  f"{cpus['audience'] / cpus['tokens file']:.2f}× the tokens file's")
        finally:
            server.kill()
            shutil.rmtree(journals, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
