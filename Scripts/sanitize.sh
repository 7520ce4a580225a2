#!/usr/bin/env bash
# Runs the test suite under a sanitizer: AddressSanitizer (use after free, out-of-bounds access,
# use of the unretained layout storages and proxies after their graph is gone) or ThreadSanitizer
# (data races: the layout pools, the stack segment pool, cancellation from another thread).
#
#   Scripts/sanitize.sh address|thread [extra swift test arguments]
#
# e.g. `Scripts/sanitize.sh address --filter LayoutHost`. Each sanitizer builds into its own
# scratch path (.build-asan, .build-tsan), so the normal .build stays as it is. Docs/Engine.md
# ("Sanitizers") says what is skipped and why, and what the runs found.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 address|thread [swift test arguments]" >&2; exit 64; }
(( $# >= 1 )) || usage
sanitizer=$1
shift
case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) usage ;;
esac

# Tests that cannot run under a sanitizer skip themselves when ARRANGE_SANITIZER is set (below),
# each with the reason: SubviewIndexTrapTests, ProxyTrapTests and ContainerIndexTrapTests check
# the message a child process traps with, and under a sanitizer the child's trap goes through the
# sanitizer's signal handling and report instead; PetsEndToEndTests drives the `pets` binary in
# tmux against wall-clock timeouts, which the sanitizer's slowdown (2-15x) breaks. They are not
# left out with `swift test --skip`: SwiftPM turns a skip into the list of every other test, one
# argument that has outgrown what the kernel accepts (posix_spawn: "Argument list too long").
# The deep-tree tests (ScaleTests, 100,000 nested views) run: the engine continues deep recursions
# on stack segments of the same thread, with the sanitizers' fiber annotations (Docs/Engine.md,
# "Threads and stacks").

# halt_on_error: the first report fails the run. Leak checking is off: the Swift runtime,
# Foundation and XCTest keep allocations alive until exit (metadata caches, bundles), which
# LeakSanitizer reports as leaks that are not the package's.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
# Tests may check it to explain or skip what a sanitizer cannot run.
export ARRANGE_SANITIZER="$sanitizer"

exec swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
