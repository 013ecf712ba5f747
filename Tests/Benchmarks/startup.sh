#!/usr/bin/env bash
# Process start-up of `fcm-compose validate FILE` (goal: < 20 ms mean), with `python3 -c pass`
# and `jq . FILE` timed side by side as ratio peers.
#
#   Tests/Benchmarks/startup.sh [FILE]      # FILE defaults to a seed example message
#   FCM_COMPOSE=path/to/fcm-compose Tests/Benchmarks/startup.sh
#   STATIC=1 Tests/Benchmarks/startup.sh    # --static-swift-stdlib build (in .build-static)
#
# Builds the release binary unless FCM_COMPOSE is set. Uses hyperfine when installed
# (apt-get install -y hyperfine), otherwise a loop timed with `date +%s%N`.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=${RUNS:-50}
if [[ -z "${FCM_COMPOSE:-}" ]]; then
  build=(swift build -c release)
  [[ -n "${STATIC:-}" ]] && build+=(--static-swift-stdlib --scratch-path .build-static)
  "${build[@]}" --product fcm-compose >/dev/null 2>&1
  FCM_COMPOSE=$("${build[@]}" --show-bin-path)/fcm-compose
fi
file=${1:-Tests/PushCoreTests/Fixtures/seeds/003-1-platform-overrides-fixed.json}

commands=("$FCM_COMPOSE validate $file" "python3 -c pass")
names=("fcm-compose validate FILE" "python3 -c pass")
if command -v jq >/dev/null; then
  commands+=("jq . $file")
  names+=("jq . FILE")
fi
echo "FILE = $file; binary = $FCM_COMPOSE" >&2

if [[ -z "${FORCE_LOOP:-}" ]] && command -v hyperfine >/dev/null; then
  export_file=$(mktemp --suffix=.json)
  trap 'rm -f "$export_file"' EXIT
  named=()
  for i in "${!commands[@]}"; do named+=(-n "${names[$i]}" "${commands[$i]}"); done
  hyperfine -N -i --warmup 5 --runs "$runs" --export-json "$export_file" "${named[@]}" >&2
  python3 - "$export_file" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["mean"]
print(f"{'command':<50} {'mean ms':>9} {'± ms':>7}  ratio to fcm-compose")
for r in results:
    print(f"{r['command']:<50} {r['mean']*1000:9.2f} {r['stddev']*1000:7.2f}  {r['mean']/base:6.2f}x")
verdict = "meets" if base * 1000 < 20 else "MISSES"
print(f"fcm-compose validate {verdict} the goal of < 20 ms (mean {base*1000:.2f} ms)")
PY
  rm -f "$export_file"
else
  echo "hyperfine not found; timing $runs runs each with date +%s%N" >&2
  base=""
  for i in "${!commands[@]}"; do
    command=${commands[$i]}
    for _ in 1 2 3; do $command >/dev/null 2>&1 || true; done
    start=$(date +%s%N)
    for ((j = 0; j < runs; j++)); do $command >/dev/null 2>&1 || true; done
    end=$(date +%s%N)
    mean=$(( (end - start) / runs ))
    [[ -z "$base" ]] && base=$mean
    awk -v c="${names[$i]}" -v m="$mean" -v b="$base" \
      'BEGIN { printf "%-50s %9.2f ms  %6.2fx\n", c, m / 1e6, m / b }'
  done
  awk -v b="$base" 'BEGIN { printf "fcm-compose validate %s the goal of < 20 ms (mean %.2f ms)\n", (b / 1e6 < 20 ? "meets" : "MISSES"), b / 1e6 }'
fi
