#!/usr/bin/env bash
# Load on `arrange serve`: wrk against the social card's PNG, 64 connections for 10 seconds, and
# the server's resident memory before and after (Docs/Web.md, "Image service").
#
# A measurement, not a test: `.ci/run` does not run it (its numbers depend on the machine), so wrk
# is not in CI's install list. Needs wrk and curl (Debian: `apt-get install wrk curl`).
#
#   Scripts/load-web.sh [--duration 10s] [--connections 64]
#
# It builds `arrange` in release, starts `arrange serve --port 0` (a free loopback port; the URL
# it prints says which), warms the card up with one request, runs `wrk --latency`, then runs
# Scripts/load-web-sessions.py (100 live WebSocket sessions voting at once) when that script
# exists, passing the server's base URL as its only argument. It prints a Markdown table, exits
# non-zero when any request failed, and stops the server with SIGTERM.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=10s
connections=64
while (( $# )); do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        *) echo "usage: $0 [--duration 10s] [--connections 64]" >&2; exit 2 ;;
    esac
done
for tool in wrk curl; do
    command -v "$tool" >/dev/null || { echo "error: $tool is not installed (Debian: apt-get install $tool)" >&2; exit 1; }
done

swift build -c release --product arrange >&2
binary="$(swift build -c release --show-bin-path)/arrange"
workdir="$(mktemp -d)"
"$binary" serve --port 0 >"$workdir/serve.out" 2>"$workdir/serve.err" &
server=$!
cleanup() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$workdir"
}
trap cleanup EXIT

# The server prints its URL once it listens.
for _ in $(seq 600); do
    grep -q "Serving on" "$workdir/serve.out" && break
    kill -0 "$server" 2>/dev/null || { cat "$workdir/serve.err" >&2; echo "error: arrange serve exited" >&2; exit 1; }
    sleep 0.1
done
base="$(grep -o 'http://[^ ]*' "$workdir/serve.out" | head -n 1)"
[[ -n "$base" ]] || { echo "error: arrange serve printed no URL" >&2; exit 1; }
card="${base}render/card.png?title=Load%20test"

rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$server/status"; }
curl -sf -o /dev/null "$card"
rss_before=$(rss)
# A 10-second timeout: at 64 connections a request waits for the others' renders, and wrk's
# 2-second default would count slow answers as errors.
wrk -t 2 -c "$connections" -d "$duration" --timeout 10s --latency "$card" >"$workdir/wrk.out"
rss_after=$(rss)
cat "$workdir/wrk.out" >&2

requests_per_second=$(awk '/^Requests\/sec:/ { print $2 }' "$workdir/wrk.out")
p50=$(awk '$1 == "50%" { print $2 }' "$workdir/wrk.out")
p99=$(awk '$1 == "99%" { print $2 }' "$workdir/wrk.out")
requests=$(awk '/requests in/ { print $1 }' "$workdir/wrk.out")
non_2xx=$(awk '/Non-2xx or 3xx responses:/ { print $NF }' "$workdir/wrk.out")
socket_errors=$(awk '/Socket errors:/ { gsub(",", ""); print $4 + $6 + $8 + $10 }' "$workdir/wrk.out")
errors=$(( ${non_2xx:-0} + ${socket_errors:-0} ))

echo
echo "| Measure | Value |"
echo "|---|---|"
echo "| Card PNG (1200 × 630, scale 1), $connections connections, $duration | $requests requests |"
echo "| Requests per second | $requests_per_second |"
echo "| Latency p50 | $p50 |"
echo "| Latency p99 | $p99 |"
echo "| Errors (non-2xx/3xx and socket errors) | $errors |"
echo "| Server RSS before | $(( rss_before / 1024 )) MB |"
echo "| Server RSS after | $(( rss_after / 1024 )) MB |"

if [[ -f Scripts/load-web-sessions.py ]]; then
    echo
    python3 Scripts/load-web-sessions.py "$base"
    echo "| Server RSS after the sessions | $(( $(rss) / 1024 )) MB |"
fi

(( errors == 0 )) || { echo "error: $errors requests failed" >&2; exit 1; }
