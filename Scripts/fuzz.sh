#!/usr/bin/env bash
# Fuzzes Arrange with libFuzzer for SECONDS (default 60) per target.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Targets (all by default):
#   FontReaderFuzzer  the OpenType reader (with AddressSanitizer), seeded from Tests/ArrangeTests/Fixtures/DamagedFonts
#   TreeTextFuzzer    the tree text parser + layout + SVG/terminal output, seeded from Fuzz/TreeTextFuzzer/corpus
#   TextLayoutFuzzer  text shaping, wrapping and truncation + output, seeded from Fuzz/TextLayoutFuzzer/corpus
#
# FontReaderFuzzer is compiled with swiftc from Sources/Arrange/Text/OpenType (without BundledFonts.swift);
# the others are the executables of the Fuzz/ package, built with `swift build --sanitize=fuzzer -DFUZZING`.
# Each target runs on a scratch copy of its seed corpus under .build/fuzz/ (the repository's corpora are
# not modified). Exits non-zero when any target finds a crash, a failed check, a sanitizer error, a hang
# (-timeout) or runaway memory; the input is written to .build/fuzz/artifacts/<target>/. Re-run one with the
# replayer (`swift run --package-path Fuzz TreeTextFuzzer FILE`), fix it, and add it to the seed corpus and
# a regression test. Exits 2 when the toolchain has no libFuzzer runtime.
set -uo pipefail
seconds="${1:-60}"
shift || true
targets=("$@")
(( ${#targets[@]} )) || targets=(FontReaderFuzzer TreeTextFuzzer TextLayoutFuzzer)
root="$(cd "$(dirname "$0")/.." && pwd)"
# Swift's own crash backtracer would take the signal from libFuzzer, which then saves no input.
export SWIFT_BACKTRACE=enable=no
out="$root/.build/fuzz"
mkdir -p "$out"

# Is libFuzzer available?
probe="$out/probe"
mkdir -p "$probe"
cat > "$probe/probe.swift" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
SWIFT
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" >/dev/null 2>&1; then
    echo "fuzz.sh: this toolchain has no libFuzzer runtime (swiftc -sanitize=fuzzer failed)"
    exit 2
fi

needs_package=0
for target in "${targets[@]}"; do
    [[ "$target" == FontReaderFuzzer ]] || needs_package=1
done

if [[ " ${targets[*]} " == *" FontReaderFuzzer "* ]]; then
    sources=()
    for file in "$root"/Sources/Arrange/Text/OpenType/*.swift; do
        [[ "$(basename "$file")" == "BundledFonts.swift" ]] || sources+=("$file")
    done
    echo "fuzz.sh: compiling FontReaderFuzzer (${#sources[@]} reader sources)"
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name FontReaderFuzzer \
        "${sources[@]}" "$root/Fuzz/FontReaderFuzzer/FontReaderFuzzer.swift" \
        -o "$out/FontReaderFuzzer" >"$out/FontReaderFuzzer.build.log" 2>&1 \
        || { grep -v "Cannot export local symbol" "$out/FontReaderFuzzer.build.log"; exit 1; }
fi
if (( needs_package )); then
    echo "fuzz.sh: building the Fuzz package with -sanitize=fuzzer"
    swift build --package-path "$root/Fuzz" --scratch-path "$root/.build/fuzz-pkg" \
        --sanitize=fuzzer -Xswiftc -DFUZZING 2>&1 | grep -E "error|warning: unre|Compiling|Build complete" | grep -v "^\[" || true
    bin="$(swift build --package-path "$root/Fuzz" --scratch-path "$root/.build/fuzz-pkg" --sanitize=fuzzer -Xswiftc -DFUZZING --show-bin-path)"
fi

status=0
total=0
for target in "${targets[@]}"; do
    case "$target" in
        FontReaderFuzzer) binary="$out/FontReaderFuzzer"; seeds="$root/Tests/ArrangeTests/Fixtures/DamagedFonts"; maxlen=8192 ;;
        TreeTextFuzzer|TextLayoutFuzzer) binary="$bin/$target"; seeds="$root/Fuzz/$target/corpus"; maxlen=2048 ;;
        *) echo "fuzz.sh: unknown target $target"; status=1; continue ;;
    esac
    if [[ ! -x "$binary" ]]; then echo "fuzz.sh: $target was not built"; status=1; continue; fi
    corpus="$out/corpus/$target"
    artifacts="$out/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz.sh: running $target for ${seconds}s"
    log="$out/$target.log"
    "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len="$maxlen" \
        -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1
    code=$?
    runs=$(grep -E "^stat::number_of_executed_units:" "$log" | awk '{print $2}' | tail -n 1)
    total=$((total + ${runs:-0}))
    if (( code != 0 )); then
        echo "fuzz.sh: $target FAILED (exit $code) after ${runs:-?} executions; inputs in $artifacts/"
        grep -E "fuzz check failed|Fatal error|ERROR: |SUMMARY" "$log" | head -n 5
        status=1
    else
        echo "fuzz.sh: $target ran ${runs:-?} executions without failure"
    fi
done
echo "fuzz.sh: $total executions in all"
exit "$status"
