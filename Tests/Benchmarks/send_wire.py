#!/usr/bin/env python3
"""How close `fcm-compose send --tokens-file` gets to the wire: h2load (nghttp2-client) and
fcm-compose against the same nginx in the same run, HTTP/2 + TLS and HTTP/1.1.

    python3 Tests/Benchmarks/send_wire.py [--count 20000] [--rounds 2] [--bin PATH]
                                          [--callgrind N] [--protocols h2,h1] [--keep]

nginx (nginx-light) runs with one worker and `return 200` with an FCM-shaped body
(`{"name":"projects/p/messages/0:1"}`), access log off, on loopback: TLS with HTTP/2 on one
port (a throw-away CA and a certificate for 127.0.0.1, trusted by fcm-compose through
SSL_CERT_FILE) and plain HTTP/1.1 on another. Every client sends the same request body and
the same headers (Authorization included): h2load with `-c 1 -m 64` for HTTP/2 and
`--h1 -c 64` for HTTP/1.1, fcm-compose with `--concurrency 64`, its journal and report on
disk. fcm-compose is timed around the whole process (start-up included), so the ratio
favours h2load. Figures are medians of the rounds; client CPU per message is the process's
user + sys time (wait4's rusage) ÷ messages, and peak RSS its ru_maxrss.

Each round also runs curl_floor.c (a C client on the same libcurl, reused handles, one header
list, 64 in flight) for libcurl's own CPU a request, the floor any libcurl client pays.

`--callgrind N` also counts instructions per message, which the host's load does not move:
fcm-compose under `valgrind --tool=callgrind` with N and 2N tokens, (Ir(2N) − Ir(N)) ÷ N,
for each protocol (the binary is copied with `objcopy --strip-debug` first: Debian 12's
valgrind cannot read the release build's DWARF 5).

Installs nginx-light and nghttp2-client with apt-get when missing; not part of .ci/run.
"""

import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ACCESS_TOKEN = "ya29.bench-" + "a" * 180  # about the size of a real OAuth access token
TOKEN_PAD = "APA91b" + "x" * 140  # real registration tokens are ~160 characters
REPLY = '{"name":"projects/p/messages/0:1"}'
PROJECT = "p"


def ensure_packages():
    missing = [pkg for pkg, tool in (("nginx-light", "nginx"), ("nghttp2-client", "h2load"))
               if not shutil.which(tool) and not os.path.exists(f"/usr/sbin/{tool}")]
    if not missing:
        return
    print(f"installing {' '.join(missing)} …", flush=True)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "install", "-y", "-q", *missing], check=True, env=env,
                   stdout=subprocess.DEVNULL)


def build():
    print("building fcm-compose (release) …", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "fcm-compose"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "fcm-compose")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_certificates(tmp):
    """A throw-away CA and a server certificate for 127.0.0.1 signed by it."""
    ca_key, ca = os.path.join(tmp, "ca.key"), os.path.join(tmp, "ca.pem")
    key, csr, cert = (os.path.join(tmp, n) for n in ("server.key", "server.csr", "server.pem"))
    ext = os.path.join(tmp, "server.ext")
    quiet = dict(check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", ca_key, "-out", ca,
                    "-days", "2", "-subj", "/CN=send_wire throw-away CA"], **quiet)
    subprocess.run(["openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", key, "-out", csr, "-subj", "/CN=127.0.0.1"], **quiet)
    with open(ext, "w") as f:
        f.write("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n"
                "extendedKeyUsage=serverAuth\n")
    subprocess.run(["openssl", "x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key,
                    "-CAcreateserial", "-out", cert, "-days", "2", "-extfile", ext], **quiet)
    return ca, key, cert


def start_nginx(tmp, key, cert):
    h2_port, h1_port = free_port(), free_port()
    conf = os.path.join(tmp, "nginx.conf")
    user = "user root;" if os.geteuid() == 0 else ""
    reply = REPLY.replace('"', '\\"')
    with open(conf, "w") as f:
        f.write(f"""{user}
worker_processes 1;
daemon off;
pid {tmp}/nginx.pid;
error_log {tmp}/nginx-error.log warn;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {tmp}/body;
  keepalive_requests 10000000;
  keepalive_timeout 60s;
  http2_max_concurrent_streams 128;
  default_type application/json;
  server {{
    listen 127.0.0.1:{h2_port} ssl http2;
    ssl_certificate {cert};
    ssl_certificate_key {key};
    location / {{ return 200 "{reply}"; }}
  }}
  server {{
    listen 127.0.0.1:{h1_port};
    location / {{ return 200 "{reply}"; }}
  }}
}}
""")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    proc = subprocess.Popen([nginx, "-p", tmp, "-c", conf], stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", h1_port), timeout=0.1).close()
            socket.create_connection(("127.0.0.1", h2_port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.05)
    else:
        proc.kill()
        raise SystemExit("nginx did not start; see " + os.path.join(tmp, "nginx-error.log"))
    return proc, h2_port, h1_port


def write_tokens(path, count, prefix="wire-"):
    with open(path, "w") as f:
        for i in range(count):
            f.write(f"{prefix}{i:08d}:{TOKEN_PAD}\n")


def draft_message():
    return {"notification": {"title": "Benchmark", "body": "Hello from fcm-compose"},
            "data": {"i": "1"}}


def request_headers():
    """The headers fcm-compose sends (FCMSender), for h2load to send the same."""
    return [f"Authorization: Bearer {ACCESS_TOKEN}", "Content-Type: application/json",
            "X-Goog-Api-Format-Version: 2", "X-Firebase-Client: fcm-compose"]


def h2load(url, body_path, count, h1):
    args = ["h2load", "-n", str(count), "-d", body_path]
    args += ["--h1", "-c", "64"] if h1 else ["-c", "1", "-m", "64"]
    for header in request_headers():
        args += ["-H", header]
    out = subprocess.run(args + [url], capture_output=True, text=True)
    done = re.search(r"requests: \d+ total, \d+ started, (\d+) done, (\d+) succeeded", out.stdout)
    rate = re.search(r"finished in [\d.]+m?s, ([\d.]+) req/s", out.stdout)
    if out.returncode != 0 or not done or not rate or int(done.group(2)) != count:
        print(out.stdout, out.stderr)
        raise SystemExit("h2load failed")
    return float(rate.group(1))


def fcm_compose(binary, tmp, endpoint, ca, tokens, count, wrap=()):
    """One send; returns (msg/s, CPU µs per message, peak RSS MB)."""
    draft = os.path.join(tmp, "draft.json")
    with open(draft, "w") as f:
        json.dump({"message": draft_message()}, f)
    stamp = time.time_ns()
    journal = os.path.join(tmp, f"send-{stamp}.journal")
    report = os.path.join(tmp, f"send-{stamp}.csv")
    env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp, XDG_CONFIG_HOME=tmp,
               SSL_CERT_FILE=ca, CURL_CA_BUNDLE=ca)
    cmd = [*wrap, binary, "send", draft, "--tokens-file", tokens, "--access-token", ACCESS_TOKEN,
           "--project", PROJECT, "--endpoint", endpoint, "--journal", journal,
           "--report", report, "--concurrency", "64", "--no-history", "--quiet"]
    with open(os.path.join(tmp, "send.out"), "w+") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            out.seek(0)
            print(out.read())
            raise SystemExit(f"fcm-compose send failed ({os.waitstatus_to_exitcode(status)})")
    with open(report) as f:
        sent = sum(1 for line in f if ",sent," in line)
    if sent != count:
        raise SystemExit(f"fcm-compose reported {sent} sent of {count}")
    os.remove(journal)
    os.remove(report)
    cpu = usage.ru_utime + usage.ru_stime
    return count / elapsed, cpu / count * 1e6, usage.ru_maxrss / 1024


def curl_floor(tmp, url, ca, count):
    """CPU µs a request of a C client on the same libcurl (curl_floor.c), or None."""
    binary = os.path.join(tmp, "curl_floor")
    if not os.path.exists(binary):
        built = subprocess.run(["cc", "-O2", "-o", binary, os.path.join(HERE, "curl_floor.c"),
                                "-lcurl"], capture_output=True)
        if built.returncode != 0:
            return None
    with open(os.path.join(tmp, "body.json")) as f:
        body = f.read()
    out = subprocess.run([binary, url, str(count), ca, "64", body, *request_headers()],
                         capture_output=True, text=True)
    found = re.search(r"([\d.]+) us CPU each", out.stdout)
    return float(found.group(1)) if found else None


def instructions(binary, tmp, endpoint, ca, tokens, count):
    out = os.path.join(tmp, f"callgrind-{time.time_ns()}.out")
    wrap = ["valgrind", "--tool=callgrind", "--quiet", f"--callgrind-out-file={out}"]
    fcm_compose(binary, tmp, endpoint, ca, tokens, count, wrap)
    with open(out) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise SystemExit("no callgrind totals in " + out)


def load():
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--count", type=int, default=20000)
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--callgrind", type=int, default=0, metavar="N")
    p.add_argument("--protocols", default="h2,h1",
                   help="which to run: h2, h1 or both (a build without CA-file support cannot "
                        "trust the throw-away CA, so only h1 measures it)")
    p.add_argument("--bin")
    p.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = p.parse_args()

    ensure_packages()
    binary = args.bin or build()
    tmp = tempfile.mkdtemp(prefix="send-wire-", dir=os.environ.get("SEND_WIRE_DIR", "/var/tmp"))
    ca, key, cert = make_certificates(tmp)
    nginx, h2_port, h1_port = start_nginx(tmp, key, cert)
    try:
        tokens = os.path.join(tmp, "tokens.txt")
        write_tokens(tokens, args.count)
        body = os.path.join(tmp, "body.json")
        with open(body, "w") as f:
            json.dump({"message": {"token": f"wire-00000000:{TOKEN_PAD}", **draft_message()}},
                      f, separators=(",", ":"))
        path = f"/v1/projects/{PROJECT}/messages:send"
        protocols = [("HTTP/2 + TLS", f"https://127.0.0.1:{h2_port}", False),
                     ("HTTP/1.1", f"http://127.0.0.1:{h1_port}", True)]
        wanted = args.protocols.split(",")
        protocols = [p for p, key in zip(protocols, ("h2", "h1")) if key in wanted]
        figures = {}
        for r in range(args.rounds):
            for name, endpoint, h1 in protocols:
                wire = h2load(endpoint + path, body, args.count, h1)
                rate, cpu, rss = fcm_compose(binary, tmp, endpoint, ca, tokens, args.count)
                floor = curl_floor(tmp, endpoint + path, ca if not h1 else "", args.count)
                figures.setdefault(name, []).append((wire, rate, cpu, rss))
                print(f"round {r + 1} {name:13} h2load {wire:8.0f} req/s   fcm-compose "
                      f"{rate:8.0f} msg/s ({rate / wire:4.0%})   {cpu:5.1f} µs CPU/msg   "
                      f"RSS {rss:5.1f} MB   libcurl alone "
                      f"{'—' if floor is None else f'{floor:.1f}'} µs CPU/request   "
                      f"load {load()}", flush=True)
        print(f"\n{args.count:,} messages, median of {args.rounds} rounds, load average {load()}:")
        print(f"  {'':13} {'h2load':>12} {'fcm-compose':>13} {'ratio':>6} "
              f"{'CPU/msg':>9} {'peak RSS':>9}")
        for name, rows in figures.items():
            wire = statistics.median(x[0] for x in rows)
            rate = statistics.median(x[1] for x in rows)
            cpu = statistics.median(x[2] for x in rows)
            rss = max(x[3] for x in rows)
            print(f"  {name:13} {wire:8.0f} r/s {rate:9.0f} m/s {rate / wire:6.0%} "
                  f"{cpu:6.1f} µs {rss:6.1f} MB   (goal: ≥ 50 %, ≤ 20 µs)")
        if args.callgrind:
            n = args.callgrind
            small, large = os.path.join(tmp, "small.txt"), os.path.join(tmp, "large.txt")
            write_tokens(small, n)
            write_tokens(large, 2 * n)
            print(f"\ninstructions per message (callgrind, {2 * n} − {n} tokens):")
            stripped = os.path.join(tmp, "fcm-compose")
            subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
            for name, endpoint, _ in protocols:
                a = instructions(stripped, tmp, endpoint, ca, small, n)
                b = instructions(stripped, tmp, endpoint, ca, large, 2 * n)
                print(f"  {name:13} {(b - a) / n:10,.0f}", flush=True)
    finally:
        nginx.terminate()
        nginx.wait()
        if args.keep:
            print("kept", tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
