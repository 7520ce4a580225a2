#!/usr/bin/env bash
# Fuzzes the OpenType reader with libFuzzer and AddressSanitizer for SECONDS (default 60).
#
#   Scripts/fuzz.sh [SECONDS]
#
# Compiles Sources/Arrange/Text/OpenType/*.swift (without BundledFonts.swift) with the entry point in
# Fuzz/FontReaderFuzzer, seeds a scratch corpus with Tests/ArrangeTests/Fixtures/DamagedFonts, and runs.
# Exits non-zero when libFuzzer finds a crash, a sanitizer error, a hang (-timeout) or runaway memory;
# the offending input is written to .build/fuzz/artifacts/. Turn it into a regression test by adding it
# to Tests/ArrangeTests/Fixtures/DamagedFonts.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/corpus" "$out/artifacts"

sources=()
for file in "$root"/Sources/Arrange/Text/OpenType/*.swift; do
    [[ "$(basename "$file")" == "BundledFonts.swift" ]] || sources+=("$file")
done

echo "fuzz.sh: compiling ${#sources[@]} reader sources + the fuzz entry point"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name FontReaderFuzzer \
    "${sources[@]}" "$root/Fuzz/FontReaderFuzzer/FontReaderFuzzer.swift" \
    -o "$out/font-reader-fuzzer"

cp "$root"/Tests/ArrangeTests/Fixtures/DamagedFonts/* "$out/corpus/"
echo "fuzz.sh: running for ${seconds}s"
"$out/font-reader-fuzzer" "$out/corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1
