#!/usr/bin/env bash
# Runs every example executable (each folder of Examples/ except ExampleSupport) once on the offline
# sandbox, with no arguments, a fresh data directory and no key in the environment.
# Fails when an example exits with a non-zero code or prints nothing.
# Usage: Scripts/run-examples.sh   (after `swift build`, which builds the examples)
# SWIFT_SCRATCH_PATH names SwiftPM's build directory when it is not .build.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --scratch-path "${SWIFT_SCRATCH_PATH:-.build}" --show-bin-path)
status=0
for dir in Examples/*/; do
    name=$(basename "$dir")
    [ "$name" = "ExampleSupport" ] && continue
    if [ ! -x "$bin/$name" ]; then
        echo "error: $name is not built; run swift build first" >&2
        status=1
        continue
    fi
    data=$(mktemp -d)
    echo "--- $name"
    if output=$(env -u OPENWEATHER_API_KEY -u WEATHERAPI_KEY -u FIREBASE_API_KEY \
        "$bin/$name" --data-dir "$data" </dev/null 2>&1); then
        printf '%s\n' "$output" | head -n 5
        [ -n "$output" ] || { echo "error: $name printed nothing" >&2; status=1; }
    else
        code=$?
        printf '%s\n' "$output" >&2
        echo "error: $name exited with $code" >&2
        status=1
    fi
    rm -rf "$data"
done
exit $status
