#!/usr/bin/env bash
# The live views in a real browser (Docs/Web.md, "Live views"): builds `arrange` and `pets`,
# starts `arrange serve` on a free loopback port, and runs Scripts/web-e2e.py with headless
# Chromium (Debian's chromium and chromium-driver, selenium from PyPI): click the Cat button and
# see 26, Tab and Space and see 27, resize and see the buttons rearrange, then compare a
# screenshot with the PNG renderer's image of the same state. Exits non-zero on any failure,
# 2 when Chromium, chromedriver or selenium is missing. Prints a log; the server's log is printed
# when the test fails.
#
#   Scripts/web-e2e.sh [--screenshot FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
log() { echo "[web-e2e $(date +%H:%M:%S)] $*"; }
for tool in /usr/bin/chromium /usr/bin/chromedriver; do
    [[ -x "$tool" ]] || { log "SKIP: $tool is missing (apt-get install chromium chromium-driver)"; exit 2; }
done
python3 -c "import selenium" 2>/dev/null || { log "SKIP: selenium is missing (pip install selenium)"; exit 2; }

log "building arrange and pets"
swift build --product arrange 2>&1 | tail -n 1
swift build --product pets 2>&1 | tail -n 1
bin=$(swift build --show-bin-path)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
server_log=$(mktemp)
"$bin/arrange" serve --port "$port" >"$server_log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -f "$server_log"
}
trap cleanup EXIT
url="http://127.0.0.1:$port"
for _ in $(seq 1 300); do
    if python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=1)" "$url/apps/pets" 2>/dev/null; then break; fi
    kill -0 "$server" 2>/dev/null || { cat "$server_log"; log "FAIL: arrange serve exited"; exit 1; }
    sleep 0.1
done
log "arrange serve is up at $url (pid $server)"
status=0
python3 Scripts/web-e2e.py --url "$url" --pets "$bin/pets" "$@" || status=$?
if (( status != 0 )); then
    log "server log:"
    cat "$server_log"
    log "FAILED"
fi
exit "$status"
