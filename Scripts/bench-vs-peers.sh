#!/usr/bin/env bash
# Runs Arrange's benchmark and Taffy's (through the `stretchable` Python package) one after the
# other, in one sitting, and prints them side by side with the ratios; Yoga's reference figures
# (Benchmarks/peers/yoga-reference.tsv, not re-run) are shown beside them.
#
#   Scripts/bench-vs-peers.sh [--only PREFIX] [--taffy PATH/TO/taffy_bench.py] [--keep DIR]
#
# --keep DIR keeps the raw results (arrange.jsonl, taffy.json) in DIR.
#
# The Taffy script lives in the team's shared folder (bench/peers/taffy_bench.py), not in this
# repository: pass its path with --taffy or the TAFFY_BENCH environment variable. Without it, only
# Arrange's figures and Yoga's reference are printed. Taffy needs `pip install stretchable==1.1.8`.
#
# Machines are noisy: only ratios measured in the same sitting mean anything.
set -euo pipefail
cd "$(dirname "$0")/.."

only=""
taffy="${TAFFY_BENCH:-}"
keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --only) only="$2"; shift 2 ;;
        --taffy) taffy="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

only_args=()
[[ -n "$only" ]] && only_args=(--only "$only")

echo "== Arrange ($(date -u '+%Y-%m-%d %H:%M UTC'))" >&2
swift build -c release --package-path Benchmarks >&2
swift run -c release --skip-build --package-path Benchmarks arrange-bench --json "${only_args[@]}" > "$work/arrange.jsonl"

if [[ -n "$taffy" && -f "$taffy" ]]; then
    echo "== Taffy ($taffy)" >&2
    if ! python3 "$taffy" "${only_args[@]}" --json "$work/taffy.json" >&2; then
        echo "note: the Taffy script failed (is stretchable==1.1.8 installed?); showing Arrange only" >&2
        rm -f "$work/taffy.json"
    fi
else
    echo "note: no Taffy script (pass --taffy PATH or set TAFFY_BENCH to bench/peers/taffy_bench.py); showing Arrange and Yoga's reference only" >&2
fi

if [[ -n "$keep" ]]; then mkdir -p "$keep" && cp "$work"/*.json* "$keep"/; fi

python3 - "$work/arrange.jsonl" "$work/taffy.json" Benchmarks/peers/yoga-reference.tsv <<'PY'
import json, os, re, sys

arrange_path, taffy_path, yoga_path = sys.argv[1:4]
# Layout workloads only: the social-card rows (`--only card`) are timed per card, not per view.
arrange = [r for r in (json.loads(line) for line in open(arrange_path) if line.strip()) if "views" in r]

# Taffy: (family, views) -> ns per view; W4 has a CSS-grid and a flex figure, W6 the relayout one.
taffy, taffy_flex, taffy_mem = {}, {}, {}
if os.path.exists(taffy_path):
    for r in json.load(open(taffy_path)).get("results", []):
        case = r.get("case", "")
        m = re.match(r"(W\d)", case)
        if not m:
            continue
        family, count = m.group(1), r.get("per_count") or r.get("nodes")
        if "flex column" not in case and r.get("rss_delta_kib") is not None and r.get("nodes"):
            # Taffy's memory figure: RSS after building the tree and its first layout, minus before.
            taffy_mem[(family, count)] = r["rss_delta_kib"] * 1024 / r["nodes"]
        if family == "W6":
            taffy[("W6", r["nodes"])] = r["relayout"]["ns_per_node_median"]
        elif "full" in r:
            target = taffy_flex if "flex column" in case else taffy
            target[(family, count)] = r["full"]["ns_per_node_median"]

yoga = {}
for line in open(yoga_path):
    if line.startswith("#") or not line.strip():
        continue
    family, views, ns = line.split()
    yoga[(family, int(views))] = float(ns)

def key(row):
    # "W5 flexible 10000 width=10000" is the family's first wording (Benchmarks/README.md, "Workloads"), with no peer counterpart.
    m = None if "width=" in row["workload"] else re.match(r"(W\d)", row["workload"])
    return (m.group(1), row["views"]) if m else (None, row["views"])

def num(x, digits=0):
    return "—" if x is None else f"{x:,.{digits}f}"

def ratio(a, b):
    return "—" if a is None or b is None or b == 0 else f"{a / b:.2f}×"

head = f"{'workload':34}{'views':>10}{'Arrange':>10}{'Taffy':>10}{'A/T':>8}{'Yoga ref':>10}{'A/Y':>8}{'measure/v':>10}{'peak B/v':>10}{'1st B/v':>9}{'1st pk':>8}{'Taffy B/v':>10}"
print("ns per view (median); A/T = Arrange ÷ Taffy (same sitting; below 0.50× meets the issue's target), A/Y = Arrange ÷ Yoga's reference;")
print("peak B/v = the workload process's peak RSS ÷ views (Arrange); 1st B/v = RSS right after the first layout minus RSS before the")
print("tree was built, ÷ views: how taffy_bench.py measures memory (its rss_delta_kib), beside Taffy's own (Taffy B/v); 1st pk = the")
print("peak RSS right after the first layout minus RSS before the tree was built, ÷ views (resolving and laying out one tree);")
print("W6 = the relayout after one leaf changes (Arrange: layout only, resolve apart)")
print(head)
print("-" * len(head))
for row in arrange:
    k = key(row)
    a = row["ns_per_view_median"]
    t = taffy.get(k)
    y = yoga.get(k)
    print(f"{row['workload'][:33]:34}{row['views']:>10,}{num(a):>10}{num(t):>10}{ratio(a, t):>8}{num(y):>10}{ratio(a, y):>8}"
          f"{row['measure_calls_per_view']:>10.3f}{num(row['peak_rss_bytes'] / row['views']):>10}"
          f"{num(row.get('rss_delta_after_first_layout_bytes', 0) / row['views']):>9}"
          f"{num(row.get('peak_delta_first_layout_bytes', 0) / row['views']):>8}{num(taffy_mem.get(k)):>10}")
    if k in taffy_flex:
        tf = taffy_flex[k]
        print(f"{'  (Taffy flex column-of-rows)':34}{'':>10}{'':>10}{num(tf):>10}{ratio(a, tf):>8}")
PY
