#!/usr/bin/env python3
"""Side-by-side send benchmark: `fcm-compose send --tokens-file` vs the Firebase Admin Python
SDK's `send_each` (batches of 500), against the same loopback fake FCM server
(Tests/FakeFCM/fake_fcm.py), then peak RSS of a 1,000,000-token campaign.

    python3 Tests/Benchmarks/send_bench.py [--count 2000] [--rss-tokens 1000000] [--runs 3]
                                           [--bin PATH] [--skip-rss]

Builds `fcm-compose` in release mode unless --bin is given; pip-installs firebase-admin if
missing. Both clients do the real OAuth exchange (RS256 JWT verified by the server) and get
the same server; the SDK is timed around its send_each calls only (its start-up and token
fetch excluded), fcm-compose around the whole process (start-up, draft load, token exchange,
journal and report included), which favours the SDK.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FAKE = os.path.join(ROOT, "Tests", "FakeFCM", "fake_fcm.py")


def ensure_sdk():
    try:
        import firebase_admin  # noqa: F401
    except ImportError:
        print("installing firebase-admin …", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "firebase-admin"], check=True)


def build():
    print("building fcm-compose (release) …", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "fcm-compose"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "fcm-compose")


def start_server(tmp, project):
    key = os.path.join(tmp, "key.pem")
    subprocess.run(["openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt",
                    "rsa_keygen_bits:2048", "-out", key], check=True, stderr=subprocess.DEVNULL)
    sa = {"type": "service_account", "project_id": project, "private_key_id": "bench-key",
          "private_key": open(key).read(), "client_email": f"bench@{project}.iam.gserviceaccount.com",
          "client_id": "1", "token_uri": "http://127.0.0.1:1/token"}
    sa_path = os.path.join(tmp, "sa.json")
    json.dump(sa, open(sa_path, "w"))
    server = subprocess.Popen([sys.executable, FAKE, "--service-account", sa_path, "--project",
                               project, "--no-record"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    port = int(line.split()[1])
    base = f"http://127.0.0.1:{port}"
    sa["token_uri"] = base + "/token"
    json.dump(sa, open(sa_path, "w"))
    return server, base, sa_path


def stats(base):
    import urllib.request
    with urllib.request.urlopen(base + "/__admin/stats") as r:
        return json.load(r)


def write_tokens(path, count, prefix):
    # Real registration tokens are ~160 characters; pad to that size.
    pad = "APA91b" + "x" * 140
    with open(path, "w") as f:
        f.write("# benchmark audience\n")
        for i in range(count):
            f.write(f"{prefix}{i:08d}:{pad}\n")


def run_swift(binary, tmp, base, sa_path, tokens, extra=()):
    """Runs one send; returns (seconds, peak RSS in MB of that process)."""
    draft = os.path.join(tmp, "draft.json")
    json.dump({"message": {"notification": {"title": "Benchmark", "body": "Hello from fcm-compose"},
                           "data": {"i": "1"}}}, open(draft, "w"))
    journal = os.path.join(tmp, f"bench-{time.time_ns()}.journal")
    env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp)
    cmd = [binary, "send", draft, "--tokens-file", tokens, "--credentials", sa_path,
           "--endpoint", base, "--journal", journal, "--no-history", "--quiet", *extra]
    out = open(os.path.join(tmp, "send.out"), "w+")
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        out.seek(0)
        print(out.read())
        raise SystemExit(f"fcm-compose send failed with {proc.returncode}")
    return elapsed, usage.ru_maxrss / 1024


def run_sdk(base, sa_path, count):
    out = subprocess.run([sys.executable, os.path.join(HERE, "sdk_send_each.py"),
                          "--service-account", sa_path, "--base", base, "--count", str(count)],
                         capture_output=True, text=True, check=True,
                         env=dict(os.environ, PYTHONWARNINGS="ignore"))
    line = [l for l in out.stdout.splitlines() if l.startswith("SDK ")][-1]
    _, n, seconds, failures = line.split()
    return float(seconds), int(failures)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--concurrency", type=int, default=64)
    p.add_argument("--rss-tokens", type=int, default=1_000_000)
    p.add_argument("--skip-rss", action="store_true")
    p.add_argument("--bin")
    args = p.parse_args()

    ensure_sdk()
    binary = args.bin or build()
    tmp = tempfile.mkdtemp(prefix="send-bench-")
    server, base, sa_path = start_server(tmp, "bench-project")
    try:
        tokens = os.path.join(tmp, "tokens.txt")
        write_tokens(tokens, args.count, "bench-")
        swift, sdk = [], []
        for run in range(args.runs):
            before = stats(base)["delivered"]
            seconds, _ = run_swift(binary, tmp, base, sa_path, tokens,
                                   ["--concurrency", str(args.concurrency)])
            assert stats(base)["delivered"] - before == args.count
            swift.append(args.count / seconds)
            sdk_seconds, failures = run_sdk(base, sa_path, args.count)
            assert failures == 0
            sdk.append(args.count / sdk_seconds)
            print(f"run {run + 1}: fcm-compose {swift[-1]:8.0f} msg/s   "
                  f"send_each {sdk[-1]:8.0f} msg/s", flush=True)
        best_swift, best_sdk = sorted(swift)[len(swift) // 2], sorted(sdk)[len(sdk) // 2]
        print(f"\n{args.count} messages, median of {args.runs} runs, same loopback server:")
        print(f"  fcm-compose send --tokens-file  {best_swift:8.0f} msg/s")
        print(f"  firebase-admin send_each (500)  {best_sdk:8.0f} msg/s")
        print(f"  ratio                           {best_swift / best_sdk:8.2f}x  (goal >= 2x)")

        if not args.skip_rss:
            big = os.path.join(tmp, "million.txt")
            write_tokens(big, args.rss_tokens, "rss-")
            print(f"\npeak RSS for {args.rss_tokens:,} tokens "
                  f"({os.path.getsize(big) / 1e6:.0f} MB file) …", flush=True)
            seconds, rss_mb = run_swift(binary, tmp, base, sa_path, big,
                                        ["--concurrency", str(args.concurrency)])
            print(f"  {args.rss_tokens / seconds:8.0f} msg/s, peak RSS {rss_mb:.1f} MB (goal < 64 MB)")
    finally:
        server.kill()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
