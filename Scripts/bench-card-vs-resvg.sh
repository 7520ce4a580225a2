#!/usr/bin/env bash
# The social-card benchmark against resvg on the same machine.
#
# 1. Arrange: `arrange-bench --only card --json` (release build) renders the 1200 × 630 card from
#    its view to SVG and to PNG, median milliseconds per card.
# 2. resvg: the same card's SVG (written by `arrange-bench --write-card-svg`) rasterised to PNG by
#    resvg through its Python binding resvg-py (pip install resvg-py), median milliseconds per card
#    over the same number of runs, timed inside Python (parse + render + PNG encode, as
#    `svg_to_bytes` does; the interpreter's start is excluded).
#
# Usage: Scripts/bench-card-vs-resvg.sh [RUNS]   (RUNS for resvg, 30 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
swift build -c release --package-path Benchmarks --product arrange-bench >/dev/null
bench=$(swift build -c release --package-path Benchmarks --show-bin-path)/arrange-bench
svg=$(mktemp --suffix=.svg)
trap 'rm -f "$svg"' EXIT
echo "# Arrange (view → SVG, view → PNG)"
"$bench" --only card --json
"$bench" --write-card-svg "$svg"
echo "# resvg (SVG → PNG), $(python3 -c 'import importlib.metadata as m; print("resvg-py", m.version("resvg-py"))' 2>/dev/null || echo 'resvg-py missing')"
python3 - "$svg" "$runs" <<'PY'
import json, statistics, sys, time
try:
    import resvg_py
except ImportError:
    sys.exit("resvg-py is not installed: pip install resvg-py")
path, runs = sys.argv[1], int(sys.argv[2])
svg = open(path, encoding="utf-8").read()
png = bytes(resvg_py.svg_to_bytes(svg_string=svg, skip_system_fonts=True))  # warm-up
samples = []
for _ in range(runs):
    start = time.perf_counter()
    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, skip_system_fonts=True))
    samples.append((time.perf_counter() - start) * 1000)
print(json.dumps({"workload": "card resvg png", "ms_per_card_median": round(statistics.median(samples), 3),
                  "ms_per_card_min": round(min(samples), 3), "runs": runs, "svg_bytes": len(svg.encode()),
                  "output_bytes": len(png)}, sort_keys=True))
PY
