#!/usr/bin/env bash
# Builds and runs the test suite under ThreadSanitizer and AddressSanitizer, each in its own scratch
# path (.build-tsan, .build-asan) so the normal .build stays untouched, and prints how long each took.
#
# Usage: Scripts/sanitizers.sh [thread|address|all] [swift test --filter expression]
#   Scripts/sanitizers.sh                      # both sanitizers, whole suite
#   Scripts/sanitizers.sh thread               # ThreadSanitizer only
#   Scripts/sanitizers.sh all 'Reliability|Store|Networking'
#
# Any sanitizer report fails the run (halt_on_error). The fuzz tests run their default amount
# (WEATHER_FUZZ_ITERATIONS, 600 unless set); set it higher for a longer instrumented pass.
set -euo pipefail

cd "$(dirname "$0")/.."
which_sanitizers="${1:-all}"
filter="${2:-}"

# Suites skipped under the sanitizers unless SANITIZER_SKIP is set (set it to "" for the whole suite):
# they assert wall-clock bounds or run example binaries and child processes, which a sanitizer's 5–15×
# slowdown on a 2-core machine turns into timing failures rather than findings; the transport's response
# limit tests also measure peak memory, which a sanitizer's shadow memory and quarantine inflate. Everything
# else, all the concurrency (actors, caches, coalescing, rate limits, the vault, the store, the scheduler,
# the libcurl transfers and their back-pressure) and every parser, runs instrumented.
skip="${SANITIZER_SKIP-FaultMatrix|URLSessionTransportTests|LoopbackServerTests|KillRecovery|CrashSafety|ExampleTests|ChildProcess|TransportResponseLimitTests|cancellationStopsTheTransferPromptly}"

# ThreadSanitizer: stop at the first race; keep the history deep enough for async code.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 history_size=4}"
# AddressSanitizer: stop at the first error. Leak checking is off: the Swift runtime keeps metadata and
# Foundation keeps caches for the life of the process, which LeakSanitizer reports as leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1 detect_leaks=0}"

run() {
    local sanitizer="$1" scratch="$2"
    local started finished
    started=$(date +%s)
    echo "== $sanitizer sanitizer: building in $scratch"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    local built
    built=$(date +%s)
    echo "== $sanitizer sanitizer: testing"
    local status=0
    local selection=()
    [[ -n "$filter" ]] && selection+=(--filter "$filter")
    [[ -n "$skip" ]] && selection+=(--skip "$skip")
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${selection[@]}" || status=$?
    finished=$(date +%s)
    echo "== $sanitizer sanitizer: build $((built - started)) s, tests $((finished - built)) s," \
        "total $((finished - started)) s, exit status $status"
    return "$status"
}

case "$which_sanitizers" in
    thread) run thread .build-tsan ;;
    address) run address .build-asan ;;
    all)
        status=0
        run thread .build-tsan || status=$?
        run address .build-asan || status=$?
        exit "$status"
        ;;
    *)
        echo "usage: $0 [thread|address|all] [filter]" >&2
        exit 64
        ;;
esac
